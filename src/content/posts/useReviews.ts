import { useEffect } from 'react';
import type { Review } from '../schema';
import { useContentStore } from './ContentStore';

async function fetchReviews(): Promise<Review[]> {
  const response = await fetch(`${import.meta.env.BASE_URL}reviews.json`);
  if (!response.ok) throw new Error(`Could not load the reviews: HTTP ${response.status}`);
  // Written by the content build from validated reviews.
  return (await response.json()) as Review[];
}

/**
 * The published reviews: from the prerendered home page at once, or fetched (as data) when the
 * visitor comes to it from another page; null until then. Offline, the list stays empty.
 */
export function useReviews(): Review[] | null {
  const store = useContentStore();
  useEffect(() => {
    if (store.get('reviews')) return;
    void store.loadOnce('reviews', () =>
      fetchReviews().then(
        (reviews) => store.set('reviews', reviews),
        () => undefined,
      ),
    );
  }, [store]);
  return store.get('reviews') ?? null;
}
