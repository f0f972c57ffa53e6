import { countedBy } from '@/content/countedBy';
import { countDeadline, daysLeft, localDay } from '@/content/deadlines/countDeadline';
import type { SituationPage, SituationQuestionStep } from '@/content/schema';

/**
 * Where a day given on a date question leads: its `next` outcome, or `late` once the deadline
 * counted from the day has passed; 'future' for a day that has not come. In the deadline's part,
 * fetched as the visitor reaches the field: the question's page does not carry the counting.
 */
export function dayLeadsTo(situation: SituationPage, date: NonNullable<SituationQuestionStep['date']>, day: string): string {
  const today = localDay();
  if (daysLeft(day, today) > 0) return 'future';
  const counting = countedBy(situation, date.next);
  const passed =
    counting !== undefined && daysLeft(countDeadline(day, { ...counting.count, moves: counting.count.moves !== false }).day, today) < 0;
  return passed && date.late ? date.late : date.next;
}
