import type { MessageKey } from '@/i18n/translate';

/** A date further back than this is more likely a slip of the keyboard than a missed deadline. */
const PASSED_DAYS = 366;

/**
 * Whole days from `today` (the visitor's calendar) to a date field's value; null for anything
 * that is not a YYYY-MM-DD day. A date field takes years up to 275760 and, while a year is
 * typed, 0002 or 0020: those are read here, never by a Date that cannot hold them. (The field
 * itself holds only real days: 30 February never reaches here.)
 */
export function daysUntil(value: string, today = new Date()): number | null {
  // Split, not ISO_DATE (calendarDate.ts): that module would then be in this chunk too.
  const parts = value.split('-');
  if (parts.length !== 3 || parts[0]?.length !== 4) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  if (day.getUTCDate() !== d) return null;
  const start = new Date(0);
  start.setUTCFullYear(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((day.getTime() - start.getTime()) / 86_400_000);
}

/** What the field says at once about a date: it has passed, it is `soonDays` away or fewer, or nothing. */
export const deadlineWarning = (days: number | null, soonDays: number): MessageKey | null =>
  days === null || days < -PASSED_DAYS || days > soonDays ? null : days < 0 ? 'contact.deadlinePassed' : 'contact.deadlineSoon';
