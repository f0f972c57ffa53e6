// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LanguageProvider } from '@/i18n/LanguageContext';
import { addTexts, danishTexts } from '@/content/messages';
import { DisclaimerGate } from './DisclaimerGate';
import { clearDisclaimerAccepted, readDisclaimerAccepted, storeDisclaimerAccepted } from './disclaimerStorage';
import * as toast from './toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// What every page's payload brings (the dialog's texts are core texts).
addTexts('da', danishTexts);

function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
}

let root: Root | null = null;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Renders the gate as the layout does, into the returned container. */
async function renderGate(): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <LanguageProvider>
        <DisclaimerGate />
      </LanguageProvider>,
    );
  });
  return container;
}

/** The dialog, once its lazily loaded chunk has arrived (however long that takes on a busy machine). */
async function dialogIn(container: HTMLElement): Promise<HTMLDialogElement> {
  return vi.waitFor(
    async () => {
      await act(() => Promise.resolve());
      const dialog = container.querySelector('dialog');
      if (!dialog) throw new Error('no dialog yet');
      return dialog;
    },
    { timeout: 5000 },
  );
}

describe('disclaimer storage', () => {
  it('stores, reads and clears the spec key', () => {
    expect(readDisclaimerAccepted()).toBe(false);
    storeDisclaimerAccepted();
    expect(window.localStorage.getItem('disclaimerAccepted')).toBe('true');
    expect(readDisclaimerAccepted()).toBe(true);
    clearDisclaimerAccepted();
    expect(readDisclaimerAccepted()).toBe(false);
  });

  it('treats blocked storage as "not accepted" and never throws', () => {
    blockStorage();
    expect(readDisclaimerAccepted()).toBe(false);
    expect(() => storeDisclaimerAccepted()).not.toThrow();
    expect(() => clearDisclaimerAccepted()).not.toThrow();
  });
});

describe('DisclaimerGate', () => {
  it('opens the dialog when nothing is stored and closes it on accept, with the thank-you toast', async () => {
    const shown = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    const dialog = await dialogIn(await renderGate());
    expect(dialog.open).toBe(true);
    const accept = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Jeg accepterer')!;
    await act(async () => accept.click());
    expect(dialog.open).toBe(false);
    expect(dialog.isConnected).toBe(false);
    expect(window.localStorage.getItem('disclaimerAccepted')).toBe('true');
    expect(shown).toHaveBeenCalledWith({
      title: 'Tak for din accept',
      description: 'Du kan altid finde ansvarsfraskrivelsen i bunden af siden.',
    });
  });

  it('shows no dialog once accepted', async () => {
    window.localStorage.setItem('disclaimerAccepted', 'true');
    const container = await renderGate();
    // Whatever the gate would wait for has arrived by now: a dialog would be on the page.
    await import('./DisclaimerDialog');
    await act(() => Promise.resolve());
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('still opens and closes when storage is blocked', async () => {
    vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    blockStorage();
    const dialog = await dialogIn(await renderGate());
    expect(dialog.open).toBe(true);
    const closeIcon = dialog.querySelector<HTMLButtonElement>('button[aria-label="Luk"]')!;
    await act(async () => closeIcon.click());
    expect(dialog.open).toBe(false);
  });
});
