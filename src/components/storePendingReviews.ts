// Writing the visitor's pending reviews: only the review form and the tidy-up need it, so it
// stays out of the home page's own chunk (pendingReviews.ts has what the page reads).
import { parsePending, PENDING_REVIEWS_KEY, readPendingRaw, type PendingReview } from './pendingReviews';

export function storePending(list: readonly PendingReview[]): void {
  try {
    if (list.length) window.localStorage.setItem(PENDING_REVIEWS_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(PENDING_REVIEWS_KEY);
  } catch {
    // Without storage the review shows for this visit only; it was still sent.
  }
}

/** Marks a stored review as received by the host. */
export function markSent(id: number) {
  storePending(parsePending(readPendingRaw()).map((p) => (p.id === id ? { ...p, sent: true } : p)));
}
