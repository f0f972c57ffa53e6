import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes Danish long dates from ISO dates', () => {
    expect(formatDate('2025-05-10', 'da')).toBe('10. maj 2025');
    expect(formatDate('2025-03-12', 'da')).toBe('12. marts 2025');
  });

  it('writes English long dates in English', () => {
    expect(formatDate('2025-04-17', 'en')).toBe('17 April 2025');
  });
});
