import { useEffect } from 'react';
import type { AreaId, PostSummary } from '../schema';
import { categoriesInUse } from '../categoriesInUse';
import { POST_INDEX_FILE } from '../pagePayload';
import { useContentStore, useData } from '../ContentStore';

export type BlogListData = { posts: PostSummary[]; categories: AreaId[]; complete: boolean };

/**
 * The blog list: the first page from the route's payload at once; when that is not every
 * post, all of them once the post index has arrived (offline, the first page stays,
 * searchable as far as it goes).
 */
export function useBlogList(): BlogListData {
  const store = useContentStore();
  const { firstPage, categories, total } = useData('blog');
  const all = store.file(POST_INDEX_FILE);
  const complete = total <= firstPage.length;
  useEffect(() => {
    if (!complete) void store.load(POST_INDEX_FILE);
  }, [store, complete]);
  if (all) return { posts: all, categories: categoriesInUse(all), complete: true };
  return { posts: firstPage, categories, complete };
}
