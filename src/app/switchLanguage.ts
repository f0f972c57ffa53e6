// Loaded on the first press of the language switch (LanguageSwitch.tsx), not with every page.
import type { ContentStore } from '@/content/ContentStore';
import { payloadFile, postFile } from '@/content/pagePayload';
import type { Language } from '@/i18n/translate';
import { readPath } from '@/routes/matchPath';
import { headingsOf, keepPlace } from './navigationFocus';
import { screenOf } from './routeScreens';

/**
 * Changes the page to its twin in the other language once what it shows is here; the reader
 * stays at the same heading (a translation has the same sections) instead of starting at the
 * top. The query goes along: the area chosen on /kontakt/?omraade=… stays chosen.
 */
export async function switchLanguage(store: ContentStore, to: string, navigate: (to: string) => void): Promise<void> {
  if (await preparePage(store, to)) {
    keepPlace(placeNow());
    navigate(to + window.location.search);
  }
}

/** The section being read: the last heading above the reading line, a third down the window. */
function placeNow() {
  const headings = headingsOf();
  let heading = 0;
  headings.forEach((h, i) => {
    if (h.getBoundingClientRect().top <= window.innerHeight / 3) heading = i;
  });
  return { heading, top: headings[heading]?.getBoundingClientRect().top ?? 0 };
}

/** Fetches what a page needs to show at once (its payload, an article's other body, its screen); false if it could not. */
async function preparePage(store: ContentStore, path: string): Promise<boolean> {
  const { lang, match } = readPath(path);
  const files: string[] = [payloadFile(match?.name ?? 'notFound', lang)];
  // A post's file is here with the body of the page it was on: fetched again for the other.
  const post = match?.name === 'post' && postFile(match.params.slug);
  const bodies: Partial<Record<Language, string>> | undefined = post ? store.file(post)?.body : undefined;
  if (post && !bodies?.[lang]) files.push(post);
  await Promise.all([
    ...files.map((file) => store.load(file, file === post)),
    screenOf(match)
      .preload()
      .catch(() => undefined),
  ]);
  return files.every((file) => !store.hasFailed(file));
}
