import { useEffect } from 'react';
import type { Post } from '../schema';
import { postFile } from '../pagePayload';
import { useContentStore } from '../ContentStore';

export type PostState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; post: Post };

/**
 * A post for the article screen, from its file (post-data/<slug>.json); `needEnglish` also
 * waits for the English body, which the prerendered page does not hand over.
 */
export function usePost(slug: string, needEnglish: boolean): PostState & { retry: () => void } {
  const store = useContentStore();
  const file = postFile(slug);
  const post = store.file(file);
  const failed = store.hasFailed(file);
  // The hand-off carries the Danish body only: an English one is fetched with the whole file.
  const incomplete = post === undefined || (needEnglish && post?.summary.en !== undefined && post.body.en === undefined);
  const retry = () => void store.load(file, true);
  useEffect(() => {
    if (incomplete && !failed) void store.load(file, true);
  }, [store, file, incomplete, failed]);
  if (post === null) return { status: 'missing', retry };
  if (incomplete && failed) return { status: 'error', retry };
  if (post === undefined || incomplete) return { status: 'loading', retry };
  return { status: 'ready', post, retry };
}
