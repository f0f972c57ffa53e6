import { coreDanish, loadDanishGroup, loadEnglish, type DanishMessages } from '@/content/messages';
import type { Language } from '@/content/languages';

export { languages, type Language } from '@/content/languages';

/** Danish is the reference locale: a key that is not in da.json does not compile. */
export type MessageKey = keyof DanishMessages;

/**
 * The text key of a legal area's name. The content build writes `area.<id>` for every area in
 * content/legal-areas.yaml into both languages and only lets posts and courses name those
 * areas, so the key exists although its id is data.
 */
export const areaKey = (id: string) => `area.${id}` as MessageKey;

// Texts arrive in parts: Danish core at once, each screen's group with the screen, English
// whole on the switch. These catalogues collect what has arrived.
const catalogs: Record<Language, Record<string, string>> = { da: { ...coreDanish }, en: {} };
let english: Promise<void> | null = null;
const loadedGroups = new Map<string, Promise<void>>();

/**
 * Loads a text group's Danish texts (src/i18n/messageGroups.ts); a screen waits for its
 * route's groups before it renders. The build guarantees that every group named exists.
 */
export function loadTexts(group: string): Promise<void> {
  let task = loadedGroups.get(group);
  if (!task) {
    const load = loadDanishGroup[group];
    if (!load) return Promise.reject(new Error(`No text group "${group}"`));
    // A failed load is forgotten, so the next attempt fetches again (say, back online).
    task = load().then(
      (texts) => void Object.assign(catalogs.da, texts),
      (error: unknown) => {
        loadedGroups.delete(group);
        throw error;
      },
    );
    loadedGroups.set(group, task);
  }
  return task;
}

/** Makes a language's texts available; Danish core always is. */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'da') return Promise.resolve();
  return (english ??= loadEnglish().then(
    (texts) => void Object.assign(catalogs.en, texts),
    (error: unknown) => {
      english = null;
      throw error;
    },
  ));
}

export const isLanguageLoaded = (lang: Language) => lang === 'da' || Object.keys(catalogs.en).length > 0;

/**
 * Looks a key up in the language's catalogue. The build guarantees both catalogues hold
 * every key; a key that still slips through (say, built from data) shows itself, as the
 * spec asks, rather than an empty string.
 */
export function translate(lang: Language, key: string): string {
  return catalogs[lang][key] ?? key;
}

/** Fills {name} placeholders. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
