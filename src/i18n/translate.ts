import { textCatalogs, type DanishMessages } from '@/content/messages';
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

/** A language's texts are here: some page's payload in it has arrived (every payload holds the core texts). */
export const hasTexts = (lang: Language) => 'site.name' in textCatalogs[lang];

/**
 * Looks a key up in the language's catalogue. The build guarantees both catalogues hold
 * every key; a key that still slips through (say, built from data) shows itself, as the
 * spec asks, rather than an empty string.
 */
export function translate(lang: Language, key: string): string {
  // Every key is "group.name": none is a name every object inherits (constructor, toString).
  return textCatalogs[lang][key] ?? key;
}

/** Fills {name} placeholders (the content build refuses one named like a property every object has). */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
