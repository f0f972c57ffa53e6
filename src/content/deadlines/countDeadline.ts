import { addDays, dayTime, isoDay, nextOpenDay, type IsoDay } from './danishHolidays';

/** How long a deadline runs, as its source says it: "4 uger", "14 dage", "1 måned", "3 år". */
export type Period = { length: number; unit: 'days' | 'weeks' | 'months' | 'years' };

/**
 * A counting rule, content beside the deadline it belongs to: how long, and whether a last day on
 * a weekend, a public holiday, grundlovsdag, 24 or 31 December moves to the next working day.
 * `moves` only where a source says so (forældelsesloven § 27, stk. 2, for the limitation of a
 * claim); otherwise the page shows the earlier day and says it has no source that the day moves.
 */
export type CountingRule = Period & { moves: boolean };

/** The last day of a deadline, as counted: `day`, and `counted`, the day before a move. */
export type Counted = { day: IsoDay; counted: IsoDay; moved: boolean };

/**
 * The day a period ends, counted from `from` (the decision received, the dismissal given): days
 * and weeks by the calendar; months and years to the same day of the month, or the month's last
 * day where it has no such day (31 January + 1 month = 28 or 29 February), as forældelsesloven
 * § 27, stk. 1 counts them.
 */
export function periodEnd(from: IsoDay, { length, unit }: Period): IsoDay {
  if (unit === 'days' || unit === 'weeks') return addDays(from, unit === 'weeks' ? length * 7 : length);
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const months = unit === 'years' ? length * 12 : length;
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  // Day 0 of the next month: the last day of this one.
  const last = new Date(0);
  last.setUTCFullYear(year, month + 1, 0);
  const day = new Date(0);
  day.setUTCFullYear(year, month, Math.min(d, last.getUTCDate()));
  return isoDay(day.getTime());
}

/** The deadline's last day under its rule, and whether the rule moved it. */
export function countDeadline(from: IsoDay, rule: CountingRule): Counted {
  const counted = periodEnd(from, rule);
  const day = rule.moves ? nextOpenDay(counted) : counted;
  return { day, counted, moved: day !== counted };
}

/** Whole days from `today` to `day`: negative once it has passed. */
export const daysLeft = (day: IsoDay, today: IsoDay): number => Math.round((dayTime(day) - dayTime(today)) / 86_400_000);

/** A counted deadline further back than this: the start date is more likely a slip of the keyboard. */
const LONG_AGO_DAYS = 366;

/**
 * What is wrong with a visitor's start date, if anything: a day in the future has not happened
 * (a slip of the keyboard), and one whose deadline `day` ended more than a year ago is more likely
 * one too (the page counts it and asks to check it).
 */
export function startDateProblem(from: IsoDay, day: IsoDay, today: IsoDay): 'future' | 'longAgo' | null {
  return daysLeft(from, today) > 0 ? 'future' : daysLeft(day, today) < -LONG_AGO_DAYS ? 'longAgo' : null;
}

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export const localDay = (now = new Date()): IsoDay =>
  `${String(now.getFullYear()).padStart(4, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
