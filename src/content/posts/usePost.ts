import { useEffect } from 'react';
import type { Post } from '../schema';
import { fetchPost } from './fetchPost';
import { useContentStore, type ContentStore } from './ContentStore';

export type PostState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; post: Post };

/** Loads the whole post, including bodies a seeded entry may lack (e.g. the English one). */
function loadPost(store: ContentStore, slug: string): Promise<void> {
  const key = `post:${slug}` as const;
  return store.loadOnce(key, () =>
    fetchPost(slug).then(
      (post) => store.set(key, post),
      () => store.setFailed(key),
    ),
  );
}

/** A post for the article screen; `needEnglish` also waits for the English body if there is one. */
export function usePost(slug: string, needEnglish: boolean): PostState & { retry: () => void } {
  const store = useContentStore();
  const post = store.get(`post:${slug}`);
  const failed = store.hasFailed(`post:${slug}`);
  const incomplete = post === undefined || (needEnglish && post?.summary.en !== undefined && post.body.en === undefined);
  const retry = () => void loadPost(store, slug);
  useEffect(() => {
    if (incomplete && !failed) void loadPost(store, slug);
  }, [store, slug, incomplete, failed]);
  if (post === null) return { status: 'missing', retry };
  if (incomplete && failed) return { status: 'error', retry };
  if (post === undefined || incomplete) return { status: 'loading', retry };
  return { status: 'ready', post, retry };
}
