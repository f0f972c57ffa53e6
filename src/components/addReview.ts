import type { Review } from '@/content/schema';

export type ReviewDraft = { name: string; rating: number; comment: string };

/** Today's date as YYYY-MM-DD in the visitor's own time zone (Swedish writes dates the ISO way). */
const todayIso = () => new Date().toLocaleDateString('sv-SE');

/** A new id never collides with one in use: the largest plus one. */
const nextReviewId = (list: readonly Review[]) => Math.max(0, ...list.map((r) => r.id)) + 1;

/** The spec's rule, with a safe id: the date is today, and the new review goes first. */
export function addReview(list: readonly Review[], draft: ReviewDraft, date = todayIso()): Review[] {
  return [{ id: nextReviewId(list), name: draft.name.trim(), rating: draft.rating, comment: draft.comment.trim(), date }, ...list];
}
