// Denmark's public holidays (helligdage) and the other days a deadline rule may skip, computed
// from Easter: no library's data to keep up to date, and the rules are the law's own, below.

/** A day as YYYY-MM-DD, the only way the site writes a date (calendarDate.ts). */
export type IsoDay = string;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD as a UTC timestamp at midnight (UTC: no daylight saving moves a day). */
export function dayTime(day: IsoDay): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  date.setUTCFullYear(y, m - 1, d);
  return date.getTime();
}

/** A UTC midnight timestamp as YYYY-MM-DD. */
export const isoDay = (time: number): IsoDay => new Date(time).toISOString().slice(0, 10);

/** `day` moved by whole days. */
export const addDays = (day: IsoDay, days: number): IsoDay => isoDay(dayTime(day) + days * DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: IsoDay): number => new Date(dayTime(day)).getUTCDay();

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The public holidays (helligdage) of a year: nytårsdag, skærtorsdag, langfredag, påskedag,
 * 2. påskedag, store bededag (until 2023: no longer a public holiday from 1 January 2024, by the
 * law on the consequences of abolishing it), Kristi himmelfartsdag, pinsedag, 2. pinsedag, juledag
 * and 2. juledag.
 */
export function publicHolidays(year: number): Set<IsoDay> {
  const easter = easterSunday(year);
  const fromEaster = [-3, -2, 0, 1, ...(year <= 2023 ? [26] : []), 39, 49, 50];
  const y = String(year).padStart(4, '0');
  return new Set([`${y}-01-01`, ...fromEaster.map((days) => addDays(easter, days)), `${y}-12-25`, `${y}-12-26`]);
}

/**
 * Whether a deadline that ends on `day` runs on to the next day under the rule that moves it:
 * a Saturday or Sunday, a public holiday, grundlovsdag (5 June), juleaftensdag (24 December) or
 * nytårsaftensdag (31 December), as forældelsesloven § 27, stk. 2 lists them.
 */
export function isClosedDay(day: IsoDay): boolean {
  const [year, month, date] = day.split('-');
  const monthDay = `${month}-${date}`;
  return [0, 6].includes(weekday(day)) || ['06-05', '12-24', '12-31'].includes(monthDay) || publicHolidays(Number(year)).has(day);
}

/** The first day from `day` on that is not a closed day (`day` itself if it is open). */
export function nextOpenDay(day: IsoDay): IsoDay {
  let next = day;
  while (isClosedDay(next)) next = addDays(next, 1);
  return next;
}
