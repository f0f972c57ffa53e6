// An iCalendar file (RFC 5545) of one all-day event, written here rather than by the `ics` package:
// that package is CommonJS, and its chunk made the bundler move its CommonJS helpers out of the
// shell into a chunk of their own that every page then fetched (512 B and a request each). It also
// writes durations such as "P7DT", which RFC 5545 does not allow, and loads a schema library (20 KB
// gzip) to check its own input. What is needed here is a dozen lines of the format.

/** 7 and 2 days before the day, at 09:00: hours before its midnight start. */
const REMINDERS_HOURS = [7 * 24 - 9, 2 * 24 - 9];

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (§3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each next one 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  return [...parts, part].join('\r\n ');
}

/** YYYY-MM-DD as a DATE value, YYYYMMDD. */
const date = (day: string) => day.replaceAll('-', '');

/** A unique id for the event: random, so that two files never update each other in a calendar. */
function uid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}@juridisk-vejledning`;
}

/**
 * The deadline as an all-day event with reminders 7 and 2 days before, as an iCalendar file
 * (Google Calendar, Apple Calendar, Outlook). Made in the browser: nothing is sent.
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
}): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const stamp = `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Juridisk Vejledning//Frist//DA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid()}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${date(day)}`,
    `DTEND;VALUE=DATE:${date(next)}`,
    `SUMMARY:${text(title)}`,
    ...(description ? [`DESCRIPTION:${text(description)}`] : []),
    'TRANSP:TRANSPARENT',
    ...REMINDERS_HOURS.flatMap((hours) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${text(reminder)}`,
      `TRIGGER:-PT${hours}H`,
      'END:VALARM',
    ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
