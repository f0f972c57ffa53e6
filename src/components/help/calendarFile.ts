import { createEvent } from 'ics';

/** 7 and 2 days before the day, at 09:00 (hours before its midnight start: RFC 5545 durations in hours). */
const REMINDERS_HOURS = [7 * 24 - 9, 2 * 24 - 9];

/**
 * The deadline as an all-day event with reminders 7 and 2 days before, as an iCalendar file
 * (Google Calendar, Apple Calendar, Outlook). Made in the browser: nothing is sent. null if the
 * generator refuses it.
 */
export function calendarFile({
  day,
  title,
  description,
  reminder,
}: {
  day: string;
  title: string;
  description: string;
  reminder: string;
}): string | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const { error, value } = createEvent({
    productId: 'juridisk-vejledning',
    start: [y, m, d],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    title,
    ...(description && { description }),
    alarms: REMINDERS_HOURS.map((hours) => ({ action: 'display' as const, description: reminder, trigger: { hours, before: true } })),
  });
  return error || !value ? null : value;
}
