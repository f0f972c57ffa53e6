import { QUICK_EXIT_URL } from '@/content/helpLinks';
import { useLanguage } from '@/i18n/LanguageContext';

/**
 * The GOV.UK "Exit this page" pattern: one press replaces this page with a neutral one, and
 * with JavaScript (src/components/quickExit.ts, listening from the page's first moment) the
 * replace keeps this page out of the back button, as it keeps every other
 * page with the exit (journeyStep.ts). Without JavaScript it is a plain link and Back returns:
 * the note says which of the two holds.
 */
export function QuickExit() {
  const { t } = useLanguage();
  return (
    <div className="quick-exit">
      <a className="button quick-exit__button" href={QUICK_EXIT_URL} rel="noreferrer">
        {t('exit.button')}
      </a>
      {/* Both notes are in the page; CSS shows the one that holds (`scripting`), so nothing shifts as the page hydrates. */}
      <p className="quick-exit__note">
        <span className="quick-exit__js">{t('exit.noteApp')}</span>
        <span className="quick-exit__nojs">{t('exit.note')}</span>
      </p>
    </div>
  );
}
