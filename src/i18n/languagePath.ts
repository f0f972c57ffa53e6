import { languages, type Language } from '../content/languages.ts';

/**
 * Where each language's pages live: Danish at the root (the default), English under /en. A
 * page's English address is its Danish one with the prefix: /kontakt/ and /en/kontakt/.
 */
export const languagePrefix = { da: '', en: '/en' } as const satisfies Record<Language, string>;

/** A path without its base, read as a language and the page's path in the route table. */
export type LanguagePath = { lang: Language; path: string };

/** '/en/kontakt/' → { lang: 'en', path: '/kontakt/' }; '/en' → the English home page; '/kontakt/' is Danish. */
export function splitLanguage(path: string): LanguagePath {
  for (const lang of languages) {
    const prefix: string = languagePrefix[lang];
    if (prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`))) return { lang, path: path.slice(prefix.length) || '/' };
  }
  return { lang: 'da', path };
}

/** A route table path ('/kontakt/') at its address in a language ('/en/kontakt/'). */
export const inLanguage = (lang: Language, path: string): string => languagePrefix[lang] + path;
