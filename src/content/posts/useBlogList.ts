import { useEffect } from 'react';
import { categoriesInUse } from '../legalAreas';
import { fetchPostIndex } from './fetchPostIndex';
import { useContentStore, type BlogListData } from './ContentStore';

/** The blog list: the prerendered first page at once, every listed post after the index loads. */
export function useBlogList(): BlogListData | null {
  const store = useContentStore();
  useEffect(() => {
    if (store.get('blog')?.complete) return;
    void store.loadOnce('post-index', () =>
      fetchPostIndex().then(
        (posts) => store.set('blog', { posts, categories: categoriesInUse(posts), complete: true }),
        // Offline: the prerendered first page stays, searchable as far as it goes.
        () => undefined,
      ),
    );
  }, [store]);
  return store.get('blog') ?? null;
}
