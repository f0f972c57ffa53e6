// After a client-side navigation, focus moves to the new page's h1, as a page load would
// reset it for screen-reader and keyboard users. The new screen may still be loading (its
// chunk, or an article's data), so the focus waits until a screen reports itself ready.
let pending = false;

/** Called by the layout when the location changes through navigation. */
export function expectNewPage(): void {
  pending = true;
  focusHeadingIfPending();
}

/** Called whenever a screen has rendered its title: focuses its h1 if a navigation waits for it. */
export function focusHeadingIfPending(): void {
  if (!pending) return;
  // While a screen's chunk loads, React keeps the previous screen in the DOM, hidden:
  // only a heading that is rendered counts.
  const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find((h) => h.getClientRects().length > 0);
  if (!heading) return;
  pending = false;
  // A link to a section (/ydelser#familieret) lands on that section, as a page load would.
  // Read as written, not decoded: every id the site writes is a plain slug (a-z, 0-9, -), and a
  // malformed escape (#%) would make decodeURIComponent throw.
  const id = location.hash.slice(1);
  const target = (id ? document.getElementById(id) : null) ?? heading;
  target.tabIndex = -1;
  target.focus({ preventScroll: target === heading });
}

/** Where the reader was when switching language: the n-th heading of the page and its distance from the top. */
export type Place = { heading: number; top: number };
let switching: Place | null = null;

export const headingsOf = () => [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')];

/** Called by the language switch (switchLanguage.ts) before it changes the page: the place to restore. */
export function keepPlace(place: Place): void {
  switching = place;
}

/** Called by the layout on a location change: true if it was the language switch, whose place is restored. */
export function restorePlaceAfterSwitch(): boolean {
  if (!switching) return false;
  const { heading, top } = switching;
  switching = null;
  const target = headingsOf()[heading];
  if (target) window.scrollBy(0, target.getBoundingClientRect().top - top);
  return true;
}
