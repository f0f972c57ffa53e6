// The only importers of src/generated/ live in src/content/: screens get typed data from here.
import type { Language } from './languages';
import { ENGLISH_TEXTS_FILE } from './pagePayload';

/** Every Danish key, as a type only: the reference for which keys exist. */
export type DanishMessages = typeof import('@generated/messages-da').da;

/**
 * The texts that have arrived, by language: the Danish ones with each route's payload
 * (ContentStore adds them), the English ones whole when the visitor switches.
 */
export const textCatalogs: Readonly<Record<Language, Record<string, string>>> = { da: {}, en: {} };

export function addTexts(lang: Language, texts: Readonly<Record<string, string>>): void {
  Object.assign(textCatalogs[lang], texts);
}

/**
 * All English texts, fetched as data when the visitor switches language. Written by the
 * content build with exactly the Danish keys; the browser trusts its own build's output.
 */
export async function fetchEnglish(): Promise<Record<string, string>> {
  const response = await fetch(import.meta.env.BASE_URL + ENGLISH_TEXTS_FILE);
  if (!response.ok) throw new Error(`Could not load the English texts: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

/** Every Danish text, for the server's <head> (the feed's title on every page) and tests; never in the browser. */
export { da as danishTexts } from '@generated/messages-da';
