import { QUICK_EXIT_URL } from '@/content/helpLinks';
import { useLanguage } from '@/i18n/LanguageContext';
import { PageLink } from '../PageLink';

export const QUICK_EXIT_NOTE_ID = 'quick-exit-note';

/**
 * The GOV.UK "Exit this page" pattern, on every page a person in danger may reach
 * (src/routes/exitMode.ts). It is fixed in the same corner of every such page, so it stays at
 * hand while scrolling, wherever the screen renders it (first in the page, so it is the first Tab
 * stop after the menu). With JavaScript (src/components/quickExit.ts, listening from the page's
 * first moment) one press, or Shift three times, replaces this page with a neutral one, so Back
 * does not return to it. Without JavaScript it is a plain link and Back returns: the note says
 * which of the two holds. Either way no Referer goes with it: every page's referrer policy is
 * same-origin (src/pages/+onRenderHtml.tsx).
 */
export function QuickExit() {
  const { t } = useLanguage();
  return (
    <div className="quick-exit">
      <a className="button quick-exit__button" href={QUICK_EXIT_URL} aria-describedby={QUICK_EXIT_NOTE_ID}>
        {t('exit.button')}
      </a>
      {/* Both notes are in the page; CSS shows the one that holds (`scripting`), so nothing shifts as the page hydrates. */}
      <p className="quick-exit__note" id={QUICK_EXIT_NOTE_ID}>
        <span className="quick-exit__js">
          {/* The shortcut only where there is a keyboard to press it on (help.css, `hover`). */}
          <span className="quick-exit__shift">{t('exit.shift')} </span>
          {t('exit.noteApp')}
        </span>
        <span className="quick-exit__nojs">{t('exit.note')}</span> <PageLink to="hideVisit">{t('exit.hide')}</PageLink>
      </p>
    </div>
  );
}
