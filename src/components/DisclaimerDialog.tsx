import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { storeDisclaimerAccepted } from './disclaimerStorage';
import { showToast } from './toast';
import { Icon } from './icons/Icon';

/**
 * Opens as soon as it is mounted (DisclaimerGate mounts it until the visitor accepts). A
 * native modal <dialog>: the page behind is inert, focus moves in and returns when it
 * closes, and Escape acts like the close icon.
 */
export function DisclaimerDialog({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  const accept = () => {
    storeDisclaimerAccepted();
    const dialog = ref.current;
    if (dialog?.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    // The dialog opened on page load, so it hands focus back to nothing (the body): start the
    // visitor at the page's content instead, where Tab continues.
    document.getElementById('main')?.focus({ preventScroll: true });
    onAccepted();
    showToast({ title: t('disclaimerDialog.toastTitle'), description: t('disclaimerDialog.toastText') });
  };

  return (
    <dialog
      ref={ref}
      className="disclaimer-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        accept();
      }}
    >
      <div className="disclaimer-dialog__content">
        <button type="button" className="disclaimer-dialog__close" onClick={accept} aria-label={t('disclaimerDialog.close')}>
          <Icon name="close" />
        </button>
        <h2 id={titleId}>{t('disclaimerDialog.title')}</h2>
        <div id={textId}>
          {/* Short paragraphs: a long one would be the page's largest paint while the dialog opens. */}
          <p>{t('disclaimerDialog.text1')}</p>
          <p>{t('disclaimerDialog.text2')}</p>
          <p>{t('disclaimerDialog.text3')}</p>
          <p>{t('disclaimerDialog.text4')}</p>
        </div>
        <button type="button" className="button" onClick={accept}>
          {t('disclaimerDialog.accept')}
        </button>
      </div>
    </dialog>
  );
}

/**
 * A modal <dialog> makes the page inert, but Tab can still leave it for the browser's own
 * toolbar; wrap around instead so keyboard users stay in the dialog until they answer it.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>('button, a[href], input, textarea, select');
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
