import type { Review } from '@/content/schema';
import { sendForm } from './sendForm';

// A visitor's own reviews wait in their browser's storage until the owner publishes them in
// content/reviews.yaml: shown to them, marked, and sent again on each visit until the form host
// has them. One module, loaded when there is something to do: the review form adds to it, and
// the home page opens it only when the storage holds something (ReviewsSection.tsx).

const PENDING_REVIEWS_KEY = 'pendingReviews';
/** The storage key, for the home page's check: a type, so that the check loads none of this. */
export type PendingReviewsKey = typeof PENDING_REVIEWS_KEY;

/** `sent`: the form host has answered 2xx; until then the review is sent again on each visit. */
export type PendingReview = Review & { sent: boolean };

const isPendingReview = (value: unknown): value is PendingReview => {
  const r = value as Partial<PendingReview> | null;
  return typeof r?.id === 'number' && typeof r.rating === 'number' && [r.name, r.comment, r.date].every((s) => typeof s === 'string');
};

// Storage can throw (blocked cookies, some private modes) and hold anything: every access is
// guarded, as for the disclaimer flag, and what does not look like a review is ignored.
function readPending(): PendingReview[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(PENDING_REVIEWS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isPendingReview) : [];
  } catch {
    return [];
  }
}

function storePending(list: readonly PendingReview[]): void {
  try {
    if (list.length) window.localStorage.setItem(PENDING_REVIEWS_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(PENDING_REVIEWS_KEY);
  } catch {
    // Without storage the review shows for this visit only; it was still sent.
  }
}

/** The owner has published it: the same name and comment stand in reviews.yaml. */
const isPublished = (review: Review, published: readonly Review[]) =>
  published.some((r) => r.name.trim() === review.name.trim() && r.comment.trim() === review.comment.trim());

/** Reviews being sent from this page: not sent a second time meanwhile. */
const sending = new Set<number>();

/** The host has it (`received`), or it could not be sent now and the next visit tries again. */
export function settlePending(id: number, received: boolean): void {
  sending.delete(id);
  if (received) storePending(readPending().map((p) => (p.id === id ? { ...p, sent: true } : p)));
}

/** Keeps a new review, being sent now, first; its id (a new one if a stored review has it already). */
export function addPending(review: Review): number {
  const stored = readPending();
  const id = Math.max(review.id, ...stored.map((p) => p.id + 1));
  sending.add(id);
  storePending([{ ...review, id, sent: false }, ...stored]);
  return id;
}

/**
 * The visitor's reviews the owner has not published yet, to show. Forgets those the owner has
 * published, and sends again those that did not reach the form host on an earlier visit.
 */
export function openPending(published: readonly Review[]): PendingReview[] {
  const open = readPending().filter((review) => !isPublished(review, published));
  storePending(open);
  for (const review of open.filter((r) => !r.sent && !sending.has(r.id))) {
    sending.add(review.id);
    const fields = { name: review.name, rating: String(review.rating), comment: review.comment };
    void sendForm('review', fields).then((ok) => settlePending(review.id, ok));
  }
  return open;
}
