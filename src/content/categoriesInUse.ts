import type { AreaId } from './schema';

/** The blog's category buttons: one per category in use, in order of first appearance. */
export function categoriesInUse(posts: readonly { category: AreaId }[]): AreaId[] {
  return [...new Set(posts.map((p) => p.category))];
}
