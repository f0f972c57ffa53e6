import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@/content/schema';
import { filterPosts } from './filterPosts';

const post = (slug: string, title: string, excerpt: string, category: PostSummary['category']): PostSummary => ({
  slug,
  date: '2025-01-01',
  category,
  da: { title, excerpt },
});

const posts = [
  post('a', 'Delt forældremyndighed', 'Hvad betyder det?', 'family'),
  post('b', 'Lejekontrakten', 'Depositum og forudbetalt leje', 'rent'),
  post('c', 'Sygefravær', 'Dine rettigheder', 'employment'),
];

describe('filterPosts', () => {
  it('matches title or excerpt case-insensitively, æ/ø/å included', () => {
    expect(filterPosts(posts, 'FORÆLDRE', null, 'da').map((p) => p.slug)).toEqual(['a']);
    expect(filterPosts(posts, 'depositum', null, 'da').map((p) => p.slug)).toEqual(['b']);
    expect(filterPosts(posts, 'SYGEFRAVÆR', null, 'da').map((p) => p.slug)).toEqual(['c']);
  });

  it('combines the search with the chosen category', () => {
    expect(filterPosts(posts, '', 'rent', 'da').map((p) => p.slug)).toEqual(['b']);
    expect(filterPosts(posts, 'rettigheder', 'rent', 'da')).toEqual([]);
    expect(filterPosts(posts, '', null, 'da')).toHaveLength(3);
  });
});
