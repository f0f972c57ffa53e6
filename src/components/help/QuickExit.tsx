import { QUICK_EXIT_URL } from '@/content/helpLinks';
import { useLanguage } from '@/i18n/LanguageContext';

/**
 * The GOV.UK "Exit this page" pattern: one press replaces this page with a neutral one, and
 * with JavaScript the replace keeps this page out of the back button. Without JavaScript it
 * is a plain link. Earlier pages of this visit stay in the history, as the note says.
 */
export function QuickExit() {
  const { t } = useLanguage();
  return (
    <div className="quick-exit">
      <a
        className="button quick-exit__button"
        href={QUICK_EXIT_URL}
        rel="noreferrer"
        onClick={(event) => {
          event.preventDefault();
          window.location.replace(QUICK_EXIT_URL);
        }}
      >
        {t('exit.button')}
      </a>
      <p className="quick-exit__note">{t('exit.note')}</p>
    </div>
  );
}
