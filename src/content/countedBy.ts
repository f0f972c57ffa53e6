import type { SituationPage } from './schema';
import { ownEntry } from './ownEntry';

type Outcome = Extract<SituationPage['steps'][string], { outcome: unknown }>['outcome'];
/** A deadline that says how it is counted from a day. */
export type CountedDeadline = NonNullable<Outcome['deadline']> & { count: NonNullable<NonNullable<Outcome['deadline']>['count']> };

/**
 * The deadline an outcome's page counts the visitor's day by: its own, where it says how it is
 * counted; for the outcome a date field sends a passed deadline to (`late`), the deadline of that
 * field's `next`, so the page can say which day it was.
 */
export function countedBy({ steps }: Pick<SituationPage, 'steps'>, key: string): CountedDeadline | undefined {
  const counted = (at: string) => {
    const step = ownEntry(steps, at);
    const deadline = step && 'outcome' in step ? step.outcome.deadline : undefined;
    return deadline?.count ? { ...deadline, count: deadline.count } : undefined;
  };
  const own = counted(key);
  if (own) return own;
  for (const step of Object.values(steps)) if ('question' in step && step.date?.late === key) return counted(step.date.next);
  return undefined;
}
