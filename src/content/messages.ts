// The only importers of src/generated/ live in src/content/: screens get typed data from here.
import type { Language } from './languages';

/** Every Danish key, as a type only: the reference for which keys exist. */
export type DanishMessages = typeof import('@generated/messages-da').da;

/** The texts that have arrived, by language, with each route's payload (ContentStore adds them). */
export const textCatalogs: Readonly<Record<Language, Record<string, string>>> = { da: {}, en: {} };

export function addTexts(lang: Language, texts: Readonly<Record<string, string>>): void {
  Object.assign(textCatalogs[lang], texts);
}

/** Every text, for the server's <head> and the disclaimer dialog's HTML, and tests; never in the browser. */
export { da as danishTexts } from '@generated/messages-da';
export { en as englishTexts } from '@generated/messages-en';
