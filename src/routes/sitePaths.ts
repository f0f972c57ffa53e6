import { languages, type Language } from '../content/languages.ts';
import { fillPattern } from './href.ts';
import { inLanguage } from '../i18n/languagePath.ts';
import { routeNames, routes, unindexedRoutes, type ParamRouteName, type RouteParams } from './routes.ts';

/** The values of each page with parameters, e.g. `{ post: [{ slug: 'a' }, …] }`. */
export type RouteValues = { [N in ParamRouteName]: readonly RouteParams<N>[] };

/** The values in each language: an English page exists only where there is an English text (a post may have none). */
export type SiteValues = Readonly<Record<Language, RouteValues>>;

/** A page of the site: its address, its language and its address in every language (for hreflang). */
export type SitePage = { path: string; lang: Language; alternates: Record<Language, string> };

/**
 * Every page the site has, Danish first, each in table order: the prerender list, the sitemap
 * and the build's internal-link check all come from here. A new page with parameters makes
 * every caller name its values (tsc fails until they do).
 */
export function sitePages(values: SiteValues): SitePage[] {
  const exists = new Set(languages.flatMap((lang) => pagePaths(values[lang]).map((path) => inLanguage(lang, path))));
  return languages.flatMap((lang) =>
    pagePaths(values[lang]).map((path) => ({
      path: inLanguage(lang, path),
      lang,
      alternates: alternatesOf(path, (other) => exists.has(inLanguage(other, path))),
    })),
  );
}

/**
 * A page's address in every language, from its route table path: a language it has no version
 * in (a post not translated) gets its Danish page, as search engines' hreflang expects.
 */
export function alternatesOf(path: string, exists: (lang: Language) => boolean): Record<Language, string> {
  return Object.fromEntries(languages.map((lang) => [lang, lang === 'da' || exists(lang) ? inLanguage(lang, path) : path])) as Record<
    Language,
    string
  >;
}

/**
 * The hreflang links of a page with these alternates: each language that has its own version,
 * and x-default (the Danish); none for a page in one language only (a post not translated),
 * whose "English version" would be the Danish page itself.
 */
export function hreflangLinks(alternates: Record<Language, string>): [string, string][] {
  const versions = Object.entries(alternates).filter(([lang, href]) => lang === 'da' || href !== alternates.da);
  return versions.length > 1 ? [...versions, ['x-default', alternates.da]] : [];
}

/** Every address of the site, in both languages. */
export const sitePaths = (values: SiteValues): string[] => sitePages(values).map((page) => page.path);

/**
 * The pages search engines may list: every page but the thank-you pages, the contact form about a
 * situation and the pages of the `unlisted` situations (those where a person may be in danger).
 */
export function indexedPages(values: SiteValues, unlisted: readonly string[] = []): SitePage[] {
  const steps = values.da.situation.filter((step) => unlisted.includes(step.situation));
  const hidden = new Set([
    ...pagePaths(values.da, (name) => unindexedRoutes.has(name)),
    ...pagePaths({ ...values.da, situation: steps }, (name) => name === 'situation'),
  ]);
  return sitePages(values).filter((page) => !hidden.has(page.alternates.da));
}

/** The route table's paths (of the routes `only` keeps), one language, in table order. */
function pagePaths(values: RouteValues, only: (name: (typeof routeNames)[number]) => boolean = () => true): string[] {
  return routeNames.filter(only).flatMap((name) => {
    const { path } = routes[name];
    const list: readonly Readonly<Record<string, string>>[] = name in values ? values[name as ParamRouteName] : [{}];
    return list.map((params) => fillPattern(path, params));
  });
}
