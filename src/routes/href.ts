import type { Language } from '../content/languages.ts';
import { inLanguage } from '../i18n/languagePath.ts';
import { routes, type RouteName, type RouteParams, type StaticRouteName } from './routes.ts';

/** The arguments after the name: none for a static page, its parameters otherwise. */
export type HrefParams<N extends RouteName> = N extends StaticRouteName ? [] : [params: RouteParams<N>];

/** The Danish path of a page, without the site's base: href('contact'), href('post', { slug }). */
export function href<N extends RouteName>(name: N, ...params: HrefParams<N>): string {
  return hrefIn('da', name, ...params);
}

/** The path of a page in a language, without the site's base: hrefIn('en', 'contact') is '/en/kontakt/'. */
export function hrefIn<N extends RouteName>(lang: Language, name: N, ...[params]: HrefParams<N>): string {
  return inLanguage(lang, fillPattern(routes[name].path, params ?? {}));
}

/** '/blog/:slug' with { slug: 'a b' } → '/blog/a%20b'. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
