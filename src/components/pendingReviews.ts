import { ISO_DATE, isCalendarDate } from '@/content/calendarDate';
import type { Review } from '@/content/schema';
import { isRefusal, sendForm, type SendResult } from './sendForm';

// A visitor's own reviews wait in their browser's storage until the owner publishes them in
// content/reviews.yaml: shown to them, marked, and sent again on a later visit if they did not
// reach the form host. One module, loaded when there is something to do: the review form adds
// to it, and the home page opens it only when the storage holds something (ReviewsSection.tsx).

const PENDING_REVIEWS_KEY = 'pendingReviews';
/** The storage key, for the home page's check: a type, so that the check loads none of this. */
export type PendingReviewsKey = typeof PENDING_REVIEWS_KEY;

/** Sends of one review that did not arrive, the form's included: after that it is marked as not sent. */
export const MAX_TRIES = 3;

/**
 * A review this visitor wrote. `draft` names one submission: every send of it, from the form or
 * on a later visit, is the same review, stored once. `state`: `sent` once the host has it;
 * `waiting` while it is to be sent again (`tries` so far); `failed` once the host refused it or
 * MAX_TRIES ran out.
 */
export type PendingReview = Review & { draft: string; state: 'sent' | 'waiting' | 'failed'; tries: number };

const states: readonly unknown[] = ['sent', 'waiting', 'failed'];

/** What the Review schema (src/content/schema.ts) asks of a date: YYYY-MM-DD, a day that exists. */
const isIsoDate = (value: unknown) => typeof value === 'string' && ISO_DATE.test(value) && isCalendarDate(value);

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Storage holds whatever anyone put there. An entry is shown only if it is a review as the
 * Review schema defines it (without zod, which the browser does not load;
 * pendingReviews.test.ts holds the two to the same answers) plus this module's own fields.
 */
export function isPendingReview(value: unknown): value is PendingReview {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'number' &&
    Number.isInteger(r.id) &&
    r.id > 0 &&
    isText(r.name) &&
    isText(r.comment) &&
    typeof r.rating === 'number' &&
    r.rating >= 1 &&
    r.rating <= 5 &&
    Number.isInteger(r.rating * 2) &&
    isIsoDate(r.date) &&
    typeof r.draft === 'string' &&
    r.draft !== '' &&
    states.includes(r.state) &&
    typeof r.tries === 'number' &&
    Number.isInteger(r.tries) &&
    r.tries >= 0
  );
}

// Storage can throw (blocked cookies, some private modes): every access is guarded, as for the
// disclaimer flag.
function readPending(): PendingReview[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(PENDING_REVIEWS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isPendingReview) : [];
  } catch {
    return [];
  }
}

/** Stores the list; false if the storage would not keep it. */
function storePending(list: readonly PendingReview[]): boolean {
  try {
    if (list.length) window.localStorage.setItem(PENDING_REVIEWS_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(PENDING_REVIEWS_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The owner has published it: the same name and comment stand in reviews.yaml. */
const isPublished = (review: Review, published: readonly Review[]) =>
  published.some((r) => r.name.trim() === review.name.trim() && r.comment.trim() === review.comment.trim());

/** Submissions being sent from this page: not sent a second time meanwhile. */
const sending = new Set<string>();

/**
 * Keeps a submission as it is being sent, first in the list, or updates it (the same draft sent
 * again after an edit). True if the storage holds it, so that it can be sent again later.
 */
export function keepPending(review: Review, draft: string): boolean {
  sending.add(draft);
  const stored = readPending();
  const earlier = stored.find((p) => p.draft === draft);
  const kept: PendingReview = { ...review, draft, state: 'waiting', tries: earlier?.tries ?? 0 };
  return storePending([kept, ...stored.filter((p) => p.draft !== draft)]);
}

/**
 * How a send of a kept submission ended. Sent: marked, shown until published. Refused: the host
 * will never take it; from the form it is dropped (the form keeps the text and says so), on a
 * later visit it is marked as not sent. Failed: sent again on a later visit, up to MAX_TRIES.
 */
export function settlePending(draft: string, result: SendResult, fromForm = true): void {
  sending.delete(draft);
  const list = readPending();
  const entry = list.find((p) => p.draft === draft);
  if (!entry) return;
  if (isRefusal(result) && fromForm) {
    storePending(list.filter((p) => p !== entry));
    return;
  }
  const tries = result === 'sent' ? entry.tries : entry.tries + 1;
  const state = result === 'sent' ? 'sent' : isRefusal(result) || tries >= MAX_TRIES ? 'failed' : 'waiting';
  storePending(list.map((p) => (p === entry ? { ...p, state, tries } : p)));
}

/**
 * The visitor's reviews the owner has not published yet, to show. Drops what is not a review and
 * what the owner has published, and sends again, once per page, those waiting to arrive;
 * `changed` gets the list again when such a send has ended.
 */
export function openPending(published: readonly Review[], changed: (list: PendingReview[]) => void): PendingReview[] {
  const open = readPending().filter((review) => !isPublished(review, published));
  storePending(open);
  for (const review of open.filter((r) => r.state === 'waiting' && !sending.has(r.draft))) {
    sending.add(review.draft);
    const fields = { name: review.name, rating: String(review.rating), comment: review.comment };
    void sendForm('review', fields).then((result) => {
      settlePending(review.draft, result, false);
      changed(readPending().filter((r) => !isPublished(r, published)));
    });
  }
  return open;
}
