import type { Review } from '@/content/schema';
import { isPublished, parsePending, readPendingRaw } from './pendingReviews';
import { markSent, storePending } from './storePendingReviews';
import { sendForm } from './sendForm';

/**
 * Forgets the stored reviews the owner has published, and sends again those that did not
 * reach the form host on an earlier visit. Loaded only when there is something to do.
 */
export function tidyPendingReviews(published: readonly Review[]): void {
  const open = parsePending(readPendingRaw()).filter((review) => !isPublished(review, published));
  storePending(open);
  for (const review of open.filter((r) => !r.sent)) {
    const fields = { name: review.name, rating: String(review.rating), comment: review.comment };
    void sendForm('review', fields).then((ok) => ok && markSent(review.id));
  }
}
