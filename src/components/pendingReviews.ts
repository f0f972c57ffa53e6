import type { Review } from '@/content/schema';

/** A visitor's own reviews wait here until the owner publishes them in content/reviews.yaml. */
export const PENDING_REVIEWS_KEY = 'pendingReviews';

/** `sent`: the form host has answered 2xx; until then the review is sent again on each visit. */
export type PendingReview = Review & { sent: boolean };

const isPendingReview = (value: unknown): value is PendingReview => {
  const r = value as Partial<PendingReview> | null;
  return typeof r?.id === 'number' && typeof r.rating === 'number' && [r.name, r.comment, r.date].every((s) => typeof s === 'string');
};

// Storage can throw (blocked cookies, some private modes) and hold anything: every access is
// guarded, as for the disclaimer flag, and what does not look like a review is ignored.
export function readPendingRaw(): string {
  try {
    return window.localStorage.getItem(PENDING_REVIEWS_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

export function parsePending(raw: string): PendingReview[] {
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter(isPendingReview) : [];
  } catch {
    return [];
  }
}

/** The owner has published it: the same name and comment stand in reviews.yaml. */
export const isPublished = (review: Review, published: readonly Review[]) =>
  published.some((r) => r.name.trim() === review.name.trim() && r.comment.trim() === review.comment.trim());
