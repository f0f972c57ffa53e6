import { parse } from 'regexparam';
import { splitLanguage } from '../i18n/languagePath.ts';
import type { Language } from '../content/languages.ts';
import { routeNames, routes, type RouteName, type RouteParams } from './routes.ts';

export type RouteMatch = { [N in RouteName]: { name: N; params: RouteParams<N> } }[RouteName];

// regexparam is the parser wouter uses for its own <Route path>: the browser's switch and the
// server's page data both match with this function, so they always agree. Its patterns ignore
// letter case; a static host does not (/KONTAKT has no file, so it is the 404 page), and the app
// must show what the host sent, so the flag is dropped.
const compiled = routeNames.map((name) => {
  const { pattern, keys } = parse(routes[name].path);
  return { name, keys, pattern: new RegExp(pattern.source) };
});

/**
 * The page a path (without the base) shows, with its parameters; null for the not-found page.
 * "/blog/index.html" is the file a host serves for "/blog/", so it is the same page.
 */
export function matchPath(path: string): RouteMatch | null {
  const page = path.replace(/\/index\.html$/, '/');
  for (const { name, pattern, keys } of compiled) {
    const found = pattern.exec(page);
    if (!found) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, found[i + 1] ?? '']));
    return { name, params } as RouteMatch;
  }
  return null;
}

/**
 * What an address shows: its language, its path in the route table (without the language's
 * prefix), and the page (null: the not-found page, in that language).
 */
export type PageAddress = { lang: Language; path: string; match: RouteMatch | null };

/** '/en/blog/x/' → English, the post x. The one reader of an address, in the browser and the prerender. */
export function readPath(address: string): PageAddress {
  const { lang, path } = splitLanguage(address);
  return { lang, path, match: matchPath(path) };
}
