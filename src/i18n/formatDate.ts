import type { Language } from './translate';

const formatters: Record<Language, Intl.DateTimeFormat> = {
  da: new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * "2025-05-10" → "10. maj 2025" (da) or "10 May 2025" (en). The date is read as UTC so the
 * prerendered text and the browser's agree whatever the visitor's time zone. A text that is no
 * such date (a date field's "20266-12-15": a year a date input takes but a Date cannot read)
 * is written as it is: formatting must never throw in a render.
 */
export function formatDate(isoDate: string, lang: Language): string {
  try {
    return formatters[lang].format(new Date(`${isoDate}T00:00:00Z`));
  } catch {
    return isoDate;
  }
}
