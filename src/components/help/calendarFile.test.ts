import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendarFile';

/** The file as a calendar reads it: its one event, and each reminder's offset in seconds. */
function read(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const reminders = vevent
    .getAllSubcomponents('valarm')
    .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
  return { vevent, event, reminders };
}

describe('calendarFile', () => {
  it('is an all-day event on the day, ending the next (over a year end too), with reminders 7 and 2 days before at 09:00', () => {
    const text = calendarFile({
      day: '2026-12-31',
      title: 'Frist: klag',
      description: 'lov § 1: https://example.dk',
      reminder: 'Påmindelse',
    });
    expect(text).not.toBeNull();
    const { event, reminders } = read(text);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-31');
    expect(event.endDate.toString()).toBe('2027-01-01');
    expect(event.summary).toBe('Frist: klag');
    expect(event.description).toBe('lov § 1: https://example.dk');
    expect(reminders).toEqual([-(7 * 24 - 9) * 3600, -(2 * 24 - 9) * 3600]);
    // RFC 5545 durations: no "P7DT" (a "T" with no time after it), which strict readers refuse.
    expect(text).not.toMatch(/:-?P[0-9WD]*T\r?$/m);
  });

  it('has no description where none is given (a sensitive situation says nothing of itself)', () => {
    const { vevent } = read(calendarFile({ day: '2028-02-29', title: 'Påmindelse', description: '', reminder: 'Påmindelse' }));
    expect(vevent.hasProperty('description')).toBe(false);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Påmindelse');
  });

  it('escapes what a text value must, and folds long lines at 75 octets without splitting a letter', () => {
    const title = 'Frist: Udlejer med kun din bolig; krav om istandsættelse, inden 2 uger – æøå ÆØÅ \\ slut';
    const description = 'Første linje\nAnden linje, med komma; og semikolon';
    const text = calendarFile({ day: '2026-12-24', title, description, reminder: 'Påmindelse' });
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);
    const { event } = read(text);
    expect(event.summary).toBe(title);
    expect(event.description).toBe(description);
    expect(event.uid).toMatch(/^[0-9a-f]{32}@juridisk-vejledning$/);
  });
});
