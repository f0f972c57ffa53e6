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

  it('writes a text it cannot read as a date as it is, without throwing', () => {
    for (const text of ['20266-12-15', '275760-09-13', '', '2025-02-3x'])
      for (const lang of ['da', 'en'] as const) expect(formatDate(text, lang)).toBe(text);
  });
});
