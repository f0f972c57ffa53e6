/** GOV.UK's shortcut: Shift pressed three times, each within this time of the last. */
const SHIFT_PRESSES = 3;
const SHIFT_WINDOW_MS = 5000;

/**
 * Leaves for the neutral site so that neither Back nor Forward returns to a page of this visit
 * that names her situation, and the neutral site learns nothing of where she came from:
 * - this page's entry becomes the home page, and a second home entry drops every entry ahead of
 *   it (Forward), before the neutral site replaces that one (Back then shows the home page);
 * - no Referer: the page's referrer policy is same-origin (+onRenderHtml.tsx), as the link's
 *   rel="noreferrer" cannot be for a navigation by script.
 * Entries behind this one were never sensitive: such a page is replaced when left (journeyStep.ts).
 */
function leave(exit: HTMLAnchorElement | null | undefined) {
  if (!exit) return;
  const home = import.meta.env.BASE_URL + (document.documentElement.lang === 'en' ? 'en/' : '');
  history.replaceState(null, '', home);
  history.pushState(null, '', home);
  // Back may bring this very document out of the browser's cache: then load the home page afresh.
  addEventListener('pageshow', (event) => event.persisted && location.reload());
  location.replace(exit.href);
}

/**
 * Every quick exit on the page, the dialog's and the page's (help/QuickExit.tsx), leaves by
 * listeners set up as the page's script starts, before anything hydrates or a lazy part arrives:
 * the neutral page replaces this one in the history, so Back does not return. Without
 * JavaScript the button is a plain link.
 */
export function listenForQuickExit(): void {
  // With a modifier too: a way out opens no new tab that leaves this page behind.
  document.addEventListener('click', (event) => {
    const exit = event.target instanceof Element && event.target.closest<HTMLAnchorElement>('a.quick-exit__button');
    if (!exit || event.button) return;
    event.preventDefault();
    leave(exit);
  });

  // As GOV.UK counts it: a Shift released on its own counts; a Shift that was held for another
  // key does not (the key before it was released with Shift down), and any other key starts
  // over. So typing, capitals and all, and Shift+Tab back through a form never leave the page.
  let presses = 0;
  let last = 0;
  let held = false;
  document.addEventListener('keyup', ({ key, shiftKey, timeStamp }) => {
    presses = key === 'Shift' && !held ? (timeStamp - last <= SHIFT_WINDOW_MS ? presses + 1 : 1) : 0;
    held = shiftKey;
    last = timeStamp;
    if (presses < SHIFT_PRESSES) return;
    presses = 0;
    leave(document.querySelector<HTMLAnchorElement>('a.quick-exit__button'));
  });
}
