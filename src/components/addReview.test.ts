import { describe, expect, it } from 'vitest';
import { addReview } from './addReview';

const existing = [
  { id: 1, name: 'A', rating: 5, comment: 'God', date: '2025-03-12' },
  { id: 2, name: 'B', rating: 4, comment: 'Fin', date: '2025-03-13' },
];

describe('addReview', () => {
  it('gives the new review the largest id + 1 and the date, trims it and puts it first', () => {
    const next = addReview(existing, { name: '  Karen ', rating: 3, comment: ' Tak! ' }, '2026-11-22');
    expect(next[0]).toEqual({ id: 3, name: 'Karen', rating: 3, comment: 'Tak!', date: '2026-11-22' });
    expect(next.slice(1)).toEqual(existing);
  });

  it('never reuses an id, even when ids have gaps (the list length + 1 would collide)', () => {
    const gappy = [existing[0]!, { ...existing[1]!, id: 7 }];
    expect(addReview(gappy, { name: 'A', rating: 5, comment: 'B' }, '2026-11-22')[0]!.id).toBe(8);
    expect(addReview([], { name: 'A', rating: 5, comment: 'B' }, '2026-11-22')[0]!.id).toBe(1);
  });
});
