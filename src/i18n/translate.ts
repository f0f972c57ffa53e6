import { coreDanish, loadDanishGroup, loadEnglish, type DanishMessages } from '@/content/messages';
import type { MessageGroup } from './messageGroups';

export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

/** Danish is the reference locale: a key that is not in da.json does not compile. */
export type MessageKey = keyof DanishMessages;

// Texts arrive in parts: Danish core at once, each screen's group with the screen, English
// whole on the switch. These catalogues collect what has arrived.
const catalogs: Record<Language, Record<string, string>> = { da: { ...coreDanish }, en: {} };
let english: Promise<void> | null = null;
const loadedGroups = new Map<MessageGroup, Promise<void>>();

/** Loads a screen's Danish texts; the route table waits for them before the screen renders. */
export function loadTexts(group: MessageGroup): Promise<void> {
  let task = loadedGroups.get(group);
  if (!task) {
    task = loadDanishGroup[group]().then((texts) => void Object.assign(catalogs.da, texts));
    loadedGroups.set(group, task);
  }
  return task;
}

/** Makes a language's texts available; Danish core always is. */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'da') return Promise.resolve();
  return (english ??= loadEnglish().then((texts) => void Object.assign(catalogs.en, texts)));
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
