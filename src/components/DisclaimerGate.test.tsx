// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LanguageProvider } from '@/i18n/LanguageContext';
import { DisclaimerGate } from './DisclaimerGate';
import { clearDisclaimerAccepted, readDisclaimerAccepted, storeDisclaimerAccepted } from './disclaimerStorage';
import * as toast from './toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

/** Renders the gate as the layout does; resolves to the dialog, or null when none is shown. */
async function renderGate(): Promise<HTMLDialogElement | null> {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <LanguageProvider>
        <DisclaimerGate />
      </LanguageProvider>,
    );
  });
  // The dialog is a lazy chunk: give it time to arrive if it is going to.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return container.querySelector('dialog');
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
    const dialog = (await renderGate())!;
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
    expect(await renderGate()).toBeNull();
  });

  it('still opens and closes when storage is blocked', async () => {
    vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    blockStorage();
    const dialog = (await renderGate())!;
    expect(dialog.open).toBe(true);
    const closeIcon = dialog.querySelector<HTMLButtonElement>('button[aria-label="Luk"]')!;
    await act(async () => closeIcon.click());
    expect(dialog.open).toBe(false);
  });
});
