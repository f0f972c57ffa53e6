import { readDisclaimerAccepted, storeDisclaimerAccepted } from './disclaimerStorage';
import { showToast } from './toast';

/** The id of the dialog every page carries (DisclaimerDialog.tsx). */
export const DISCLAIMER_DIALOG_ID = 'disclaimer';

/**
 * Opens the page's disclaimer dialog unless the visitor has accepted it (the spec's popup). A
 * native modal <dialog>: the page behind is inert and focus moves in. 'Jeg accepterer', the
 * close icon and Escape all accept: the acceptance is stored, the dialog closes, focus goes to
 * the page's content and the spec's toast thanks the visitor. Without JavaScript it stays closed.
 */
export function openDisclaimer(): void {
  const dialog = document.getElementById(DISCLAIMER_DIALOG_ID) as HTMLDialogElement | null;
  if (!dialog || dialog.open || readDisclaimerAccepted()) return;
  const accept = () => {
    storeDisclaimerAccepted();
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
    // The dialog opened on page load, so it hands focus back to nothing (the body): start the
    // visitor at the page's content instead, where Tab continues.
    document.getElementById('main')?.focus({ preventScroll: true });
    showToast({ title: dialog.dataset.toastTitle ?? '', description: dialog.dataset.toastText ?? '', thisPage: true });
  };
  dialog.querySelectorAll('[data-accept]').forEach((button) => button.addEventListener('click', accept));
  // The quick exit in the dialog (DisclaimerDialog.tsx) leaves by the page's one listener (quickExit.ts).
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    accept();
  });
  dialog.addEventListener('keydown', keepFocusInside);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  // The dialog would focus its first control, the close icon: start at its heading instead, which
  // a screen reader reads first, and Tab goes on to the quick exit, if the page has one, or the
  // text's answer.
  dialog.querySelector<HTMLElement>('h2')?.focus();
}

/**
 * A modal <dialog> makes the page inert, but Tab can still leave it for the browser's own
 * toolbar; wrap around instead so keyboard users stay in the dialog until they answer it.
 */
function keepFocusInside(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget as HTMLDialogElement;
  const focusable = dialog.querySelectorAll<HTMLElement>('button, a[href], input, textarea, select');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
