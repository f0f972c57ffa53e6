import type { Language } from './translate';

const formatters: Record<Language, Intl.DateTimeFormat> = {
  da: new Intl.DateTimeFormat('da-DK', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * A deadline's day with its weekday, as a person says it: "2026-12-24" → "torsdag den 24. december
 * 2026" (da), "Thursday, 24 December 2026" (en). Read as UTC, as formatDate.ts; never throws.
 */
export function formatDay(isoDate: string, lang: Language): string {
  try {
    return formatters[lang].format(new Date(`${isoDate}T00:00:00Z`));
  } catch {
    return isoDate;
  }
}
