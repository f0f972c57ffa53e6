import type { AreaId, Language, PostSummary } from '../schema';
import { localizedSummary } from './localizedSummary';
import { withoutSoftHyphens } from '../softHyphens';

/** The address parameter that starts the blog list with a search (/blog/?q=…), as the not-found page's search box sends it. */
export const BLOG_SEARCH_PARAM = 'q';

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
