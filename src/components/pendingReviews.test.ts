import { describe, expect, it } from 'vitest';
import { Review } from '@/content/schema';
import { isPendingReview } from './pendingReviews';

// The browser checks stored reviews without zod; it must answer as the Review schema does.
const good = { id: 3, name: 'Karen B.', rating: 4.5, comment: 'God hjælp.', date: '2026-11-01' };
const variants: Record<string, unknown>[] = [
  good,
  { ...good, id: 0 },
  { ...good, id: 1.5 },
  { ...good, id: '3' },
  { ...good, name: '' },
  { ...good, name: '   ' },
  { ...good, name: 7 },
  { ...good, comment: '' },
  { ...good, rating: 0.5 },
  { ...good, rating: 5.5 },
  { ...good, rating: 4.25 },
  { ...good, rating: 1 },
  { ...good, rating: 5 },
  { ...good, rating: '4' },
  { ...good, date: '2026-02-30' },
  { ...good, date: '2024-02-29' },
  { ...good, date: '0099-06-01' },
  { ...good, date: '0099-02-29' },
  { ...good, date: '26-11-01' },
  { ...good, date: 'ikke en dato' },
  { ...good, date: undefined },
];
const own = { draft: 'd1', state: 'waiting', tries: 0 };

describe('isPendingReview', () => {
  it.each(variants.map((v) => [JSON.stringify(v), v] as const))('agrees with the Review schema on %s', (_, variant) => {
    expect(isPendingReview({ ...variant, ...own })).toBe(Review.safeParse(variant).success);
  });

  it.each([
    { ...own, draft: '' },
    { ...own, state: 'delivered' },
    { ...own, tries: -1 },
    { ...own, tries: 1.5 },
  ])('refuses its own fields when wrong: %j', (wrong) => {
    expect(isPendingReview({ ...good, ...wrong })).toBe(false);
  });

  it.each([null, 'text', 42, []])('refuses %j', (value) => {
    expect(isPendingReview(value)).toBe(false);
  });
});
