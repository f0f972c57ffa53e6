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
  return store.loadOnce(`post:${slug}`, () =>
    fetchPost(slug).then(
      (post) => store.setPost(slug, post),
      () => store.setPostFailed(slug),
    ),
  );
}

/** A post for the article screen; `needEnglish` also waits for the English body if there is one. */
export function usePost(slug: string, needEnglish: boolean): PostState & { retry: () => void } {
  const store = useContentStore();
  const post = store.post(slug);
  const incomplete = post === undefined || (needEnglish && post?.summary.en !== undefined && post.body.en === undefined);
  const retry = () => void loadPost(store, slug);
  useEffect(() => {
    if (incomplete && !store.postFailed(slug)) void loadPost(store, slug);
  }, [store, slug, incomplete]);
  if (post === null) return { status: 'missing', retry };
  if (incomplete && store.postFailed(slug)) return { status: 'error', retry };
  if (post === undefined || incomplete) return { status: 'loading', retry };
  return { status: 'ready', post, retry };
}
