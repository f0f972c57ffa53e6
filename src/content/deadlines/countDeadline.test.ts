import { describe, expect, it } from 'vitest';
import { countDeadline, daysLeft, localDay, periodEnd, startDateProblem, type CountingRule } from './countDeadline';
import { easterSunday, isClosedDay, publicHolidays } from './danishHolidays';

describe('easterSunday', () => {
  // Published Easter dates, a leap year and a year with Easter in March among them.
  it.each([
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, day) => expect(easterSunday(year)).toBe(day));
});

describe('publicHolidays', () => {
  it('2026: the eleven days, without store bededag', () => {
    expect([...publicHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('store bededag until 2023 (the fourth Friday after Easter), not after', () => {
    expect(publicHolidays(2023).has('2023-05-05')).toBe(true);
    expect(publicHolidays(2024).has('2024-04-26')).toBe(false);
  });
});

describe('isClosedDay', () => {
  it.each([
    ['2026-11-28', true, 'a Saturday'],
    ['2026-11-29', true, 'a Sunday'],
    ['2026-11-30', false, 'a Monday'],
    ['2026-06-05', true, 'grundlovsdag on a Friday'],
    ['2026-12-24', true, 'juleaftensdag on a Thursday'],
    ['2026-12-31', true, 'nytårsaftensdag on a Thursday'],
    ['2026-04-02', true, 'skærtorsdag'],
    ['2026-05-14', true, 'Kristi himmelfartsdag'],
    ['2026-05-15', false, 'the Friday after'],
  ])('%s is closed: %s (%s)', (day, closed, what) => expect(isClosedDay(day), what).toBe(closed));
});

describe('periodEnd', () => {
  it.each([
    ['2026-11-26', { length: 4, unit: 'weeks' }, '2026-12-24', 'weeks from a Thursday'],
    ['2026-12-15', { length: 4, unit: 'weeks' }, '2027-01-12', 'over the year end'],
    ['2026-11-20', { length: 14, unit: 'days' }, '2026-12-04', 'days'],
    ['2026-01-31', { length: 1, unit: 'months' }, '2026-02-28', '31 January + 1 month'],
    ['2028-01-31', { length: 1, unit: 'months' }, '2028-02-29', 'in a leap year'],
    ['2026-03-31', { length: 1, unit: 'months' }, '2026-04-30', 'to a month of 30 days'],
    ['2026-11-30', { length: 3, unit: 'months' }, '2027-02-28', 'months over the year end'],
    ['2028-02-29', { length: 1, unit: 'years' }, '2029-02-28', 'a year from 29 February'],
    ['2026-11-29', { length: 3, unit: 'years' }, '2029-11-29', 'years'],
  ] as const)('%s + %o = %s (%s)', (from, period, day, what) => expect(periodEnd(from, period), what).toBe(day));
});

describe('countDeadline', () => {
  const moving: CountingRule = { length: 4, unit: 'weeks', moves: true };
  it.each([
    ['2026-11-26', '2026-12-24', '2026-12-28', 'juleaftensdag, juledag, 2. juledag and a Sunday'],
    ['2026-10-31', '2026-11-28', '2026-11-30', 'a Saturday'],
    ['2026-11-01', '2026-11-29', '2026-11-30', 'a Sunday'],
    ['2026-05-08', '2026-06-05', '2026-06-08', 'grundlovsdag, then the weekend'],
    ['2026-11-02', '2026-11-30', '2026-11-30', 'a Monday: not moved'],
  ])('4 weeks from %s end on %s, moved to %s (%s)', (from, counted, day, what) =>
    expect(countDeadline(from, moving), what).toEqual({ counted, day, moved: counted !== day }),
  );

  it('does not move the day where the rule does not', () => {
    expect(countDeadline('2026-11-26', { length: 4, unit: 'weeks', moves: false })).toEqual({
      counted: '2026-12-24',
      day: '2026-12-24',
      moved: false,
    });
  });
});

describe('the start date', () => {
  it('is refused in the future; a deadline more than a year back is asked about; taken otherwise', () => {
    expect(startDateProblem('2026-11-30', '2026-12-28', '2026-11-29')).toBe('future');
    expect(startDateProblem('2025-10-30', '2025-11-27', '2026-11-29')).toBe('longAgo');
    // Three years' limitation from a day two years back: a deadline still ahead, nothing to ask.
    expect(startDateProblem('2024-11-29', '2027-11-29', '2026-11-29')).toBeNull();
    expect(startDateProblem('2025-10-31', '2025-11-28', '2026-11-29')).toBeNull();
    expect(startDateProblem('2026-11-29', '2026-12-27', '2026-11-29')).toBeNull();
  });

  it("reads today from the visitor's own calendar", () => {
    expect(localDay(new Date(2026, 11, 24, 23, 59))).toBe('2026-12-24');
    expect(localDay(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  it('counts the days left, negative once passed', () => {
    expect(daysLeft('2026-12-24', '2026-11-29')).toBe(25);
    expect(daysLeft('2026-11-28', '2026-11-29')).toBe(-1);
  });
});
