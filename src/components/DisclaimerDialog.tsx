import { QUICK_EXIT_URL } from '@/content/helpLinks';
import type { MessageKey } from '@/i18n/translate';
import { DISCLAIMER_DIALOG_ID } from './disclaimer';
import { Icon } from './icons/Icon';

/**
 * The spec's disclaimer popup, prerendered (closed) into every page beside the app rather than
 * inside it: src/components/disclaimer.ts opens it for a visitor who has not accepted yet, as
 * soon as the page's script runs, with no chunk or texts of its own to fetch. It carries the
 * thank-you toast's texts for that script. On a page with the quick exit (`exit`), the dialog
 * carries the exit too, right under its heading, as the first Tab stop: a modal dialog makes the
 * page behind it inert, and a person in danger must be able to leave before reading a disclaimer.
 * For the same reason the English offer's script (src/pages/inlineScripts.ts) copies the offer in.
 */
export function DisclaimerDialog({ t, exit = false }: { t: (key: MessageKey) => string; exit?: boolean }) {
  return (
    <dialog
      id={DISCLAIMER_DIALOG_ID}
      className="disclaimer-dialog"
      aria-labelledby="disclaimer-title"
      aria-describedby="disclaimer-text"
      data-toast-title={t('disclaimerDialog.toastTitle')}
      data-toast-text={t('disclaimerDialog.toastText')}
    >
      <div className="disclaimer-dialog__content">
        <button type="button" className="disclaimer-dialog__close" data-accept="" aria-label={t('disclaimerDialog.close')}>
          <Icon name="close" />
        </button>
        <h2 id="disclaimer-title" tabIndex={-1}>
          {t('disclaimerDialog.title')}
        </h2>
        {exit && (
          // Right after the heading, where focus starts: the first Tab. It works only with
          // JavaScript (the dialog opens with it), by location.replace: no rel needed.
          <a className="button quick-exit__button" href={QUICK_EXIT_URL}>
            {t('exit.button')}
          </a>
        )}
        {/* Four statements, quicker to scan as points; short ones: a long paragraph would be the
            page's largest paint while the dialog opens. */}
        <ul id="disclaimer-text" className="disclaimer-dialog__points">
          <li>{t('disclaimerDialog.text1')}</li>
          <li>{t('disclaimerDialog.text2')}</li>
          <li>{t('disclaimerDialog.text3')}</li>
          <li>{t('disclaimerDialog.text4')}</li>
        </ul>
        <button type="button" className="button" data-accept="">
          {t('disclaimerDialog.accept')}
        </button>
      </div>
    </dialog>
  );
}
