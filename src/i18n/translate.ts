import { da, loadEnglish } from '@/content/messages';

export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

/** Danish is the reference locale: a key that is not in da.json does not compile. */
export type MessageKey = keyof typeof da;
type Catalog = Record<MessageKey, string>;

const catalogs: Partial<Record<Language, Catalog>> = { da };

/** Makes a language's texts available; Danish always is. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (!catalogs[lang]) catalogs[lang] = await loadEnglish();
}

export const isLanguageLoaded = (lang: Language) => catalogs[lang] !== undefined;

/**
 * Looks a key up in the language's catalogue. The build guarantees both catalogues hold
 * every key; a key that still slips through (say, built from data) shows itself, as the
 * spec asks, rather than an empty string.
 */
export function translate(lang: Language, key: string): string {
  const catalog: Record<string, string | undefined> = catalogs[lang] ?? da;
  return catalog[key] ?? key;
}

/** Fills {name} placeholders. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
