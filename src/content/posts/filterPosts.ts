import type { AreaId, Language, PostSummary } from '../schema';
import { localizedSummary } from './localizedSummary';
import { withoutSoftHyphens } from '../softHyphens';

/** The spec's rule: title or excerpt contains the text (case-insensitive), category equal or none chosen. */
export function filterPosts(posts: readonly PostSummary[], query: string, category: AreaId | null, lang: Language) {
  const needle = query.trim().toLocaleLowerCase('da');
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    if (!needle) return true;
    const { title, excerpt } = localizedSummary(post, lang);
    return withoutSoftHyphens(`${title}\n${excerpt}`).toLocaleLowerCase('da').includes(needle);
  });
}
