import { describe, expect, it } from 'vitest';
import { daysUntil, deadlineWarning } from './deadlineWarning';

const today = new Date(2026, 10, 26);

describe('daysUntil', () => {
  it('counts whole days in the visitor’s calendar', () => {
    expect(daysUntil('2026-11-26', today)).toBe(0);
    expect(daysUntil('2026-12-01', today)).toBe(5);
    expect(daysUntil('2026-11-25', today)).toBe(-1);
    expect(daysUntil('2027-11-26', today)).toBe(365);
  });

  it('reads the years a date field takes but a Date cannot, and the ones typed halfway, without throwing', () => {
    expect(daysUntil('20266-12-15', today)).toBeNull();
    expect(daysUntil('275760-09-13', today)).toBeNull();
    expect(daysUntil('2026-02-30', today)).toBeNull();
    expect(daysUntil('', today)).toBeNull();
    // 0001 and 0002 are years a date field holds while "2026" is typed: far in the past, not 1901.
    expect(daysUntil('0001-01-01', today)).toBeLessThan(-700_000);
    expect(daysUntil('9999-12-31', today)).toBeGreaterThan(2_900_000);
  });
});

describe('deadlineWarning', () => {
  it('warns of a close deadline and of one that has passed, not of a distant or unreadable one', () => {
    expect(deadlineWarning(0, 14)).toBe('contact.deadlineSoon');
    expect(deadlineWarning(14, 14)).toBe('contact.deadlineSoon');
    expect(deadlineWarning(15, 14)).toBeNull();
    expect(deadlineWarning(6, 5)).toBeNull();
    expect(deadlineWarning(-1, 14)).toBe('contact.deadlinePassed');
    expect(deadlineWarning(-366, 14)).toBe('contact.deadlinePassed');
    // A date years back is a half-typed year or a slip, not a deadline to warn about.
    expect(deadlineWarning(-400, 14)).toBeNull();
    expect(deadlineWarning(null, 14)).toBeNull();
  });
});
