/**
 * Every quick exit on the page, the dialog's and the page's (QuickExit.tsx), leaves by one
 * listener set up as the page's script starts, before anything hydrates or a lazy part arrives:
 * the neutral page replaces this one in the history, so Back does not return. Without
 * JavaScript the button is a plain link.
 */
export function listenForQuickExit(): void {
  document.addEventListener('click', (event) => {
    const exit = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.quick-exit__button') : null;
    if (!exit || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.location.replace(exit.href);
  });
}
