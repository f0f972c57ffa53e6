import type { Review } from '../schema';
import { useData } from '../ContentStore';

/** The published reviews (content/reviews.yaml), from the payload of the route that shows them. */
export function useReviews(): Review[] {
  return useData('reviews');
}
