// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { danishTexts } from '@/content/messages';
import { DisclaimerDialog } from './DisclaimerDialog';
import { openDisclaimer } from './disclaimer';
import { clearDisclaimerAccepted, readDisclaimerAccepted, storeDisclaimerAccepted } from './disclaimerStorage';
import * as toast from './toast';

function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
}

/** A page as the prerender writes it: the app's <main> and, beside the app, the closed dialog. */
function renderPage(): HTMLDialogElement {
  document.body.innerHTML = `<div id="root"><main id="main" tabindex="-1"></main></div>${renderToString(
    <DisclaimerDialog t={(key) => danishTexts[key]} />,
  )}`;
  return document.querySelector('dialog')!;
}

const buttonNamed = (dialog: HTMLDialogElement, name: string) =>
  [...dialog.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

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

describe('openDisclaimer', () => {
  it('the prerendered dialog is closed until the script opens it', () => {
    const dialog = renderPage();
    expect(dialog.open).toBe(false);
    expect(dialog.textContent).toContain(danishTexts['disclaimerDialog.title']);
  });

  it.each([
    ['the accept button', danishTexts['disclaimerDialog.accept']],
    ['the close icon', danishTexts['disclaimerDialog.close']],
  ])('opens when nothing is stored; %s stores the acceptance, closes it and thanks the visitor', (_how, name) => {
    const shown = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    const dialog = renderPage();
    openDisclaimer();
    expect(dialog.open).toBe(true);
    buttonNamed(dialog, name).click();
    expect(dialog.open).toBe(false);
    expect(window.localStorage.getItem('disclaimerAccepted')).toBe('true');
    expect(document.activeElement?.id).toBe('main');
    // Gone when she goes on to another page: it covers nothing of it.
    expect(shown).toHaveBeenCalledWith({
      title: danishTexts['disclaimerDialog.toastTitle'],
      description: danishTexts['disclaimerDialog.toastText'],
      thisPage: true,
    });
  });

  it('starts the visitor at its heading, not at the close icon that comes first', () => {
    const dialog = renderPage();
    openDisclaimer();
    expect(document.activeElement).toBe(dialog.querySelector('h2'));
    expect(document.activeElement?.textContent).toBe(danishTexts['disclaimerDialog.title']);
  });

  it('Escape (the cancel event) accepts too', () => {
    vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    const dialog = renderPage();
    openDisclaimer();
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(false);
    expect(readDisclaimerAccepted()).toBe(true);
  });

  it.each(['false', '', 'yes', '1', 'TRUE'])("opens when the stored value is %j, not the spec's true", (value) => {
    window.localStorage.setItem('disclaimerAccepted', value);
    const dialog = renderPage();
    openDisclaimer();
    expect(dialog.open).toBe(true);
  });

  it('stays closed once accepted', () => {
    window.localStorage.setItem('disclaimerAccepted', 'true');
    const dialog = renderPage();
    openDisclaimer();
    expect(dialog.open).toBe(false);
  });

  it('still opens and closes when storage is blocked', () => {
    vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    blockStorage();
    const dialog = renderPage();
    openDisclaimer();
    expect(dialog.open).toBe(true);
    buttonNamed(dialog, danishTexts['disclaimerDialog.close']).click();
    expect(dialog.open).toBe(false);
  });
});
