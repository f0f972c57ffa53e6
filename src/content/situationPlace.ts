import type { SituationPage } from './schema';
import { nextSteps } from './nextSteps';
import { ownEntry } from './ownEntry';

/** Where a step stands in its situation: its question's number, of how many at most, and the question before it. */
export type StepPlace = { number: number; of: number; previous?: string };

/**
 * A situation is a small graph of questions that ends in outcomes. A question's number is its
 * depth from the start (the fewest answers to reach it); "of" counts the questions on the
 * longest way on from it, so it never promises fewer than there may be. An outcome's number is
 * the count of questions answered first. `previous` is the one question whose answers lead
 * here; a step that several questions lead to has none (which one the visitor came from, the
 * page cannot know).
 */
export function situationPlace({ start, steps }: Pick<SituationPage, 'start' | 'steps'>, key: string): StepPlace | undefined {
  const depth = new Map<string, number>([[start, 1]]);
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    const step = ownEntry(steps, at);
    const here = depth.get(at) ?? 1;
    if (!step || !('question' in step)) continue;
    for (const next of nextSteps(step)) {
      if (depth.has(next)) continue;
      depth.set(next, here + 1);
      queue.push(next);
    }
  }
  // The questions on the longest way from a step to an outcome, itself included (the content
  // build refuses a situation with a loop).
  const ahead = (at: string, seen: ReadonlySet<string>): number => {
    const step = ownEntry(steps, at);
    if (!step || !('question' in step) || seen.has(at)) return 0;
    const next = new Set([...seen, at]);
    return 1 + Math.max(0, ...nextSteps(step).map((to) => ahead(to, next)));
  };
  const askedBy = Object.keys(steps).filter((at) => {
    const step = ownEntry(steps, at);
    return step !== undefined && 'question' in step && nextSteps(step).includes(key);
  });
  const number = depth.get(key);
  if (number === undefined) return undefined;
  const step = ownEntry(steps, key);
  const isQuestion = step !== undefined && 'question' in step;
  return {
    number: isQuestion ? number : number - 1,
    of: isQuestion ? number - 1 + ahead(key, new Set()) : number - 1,
    ...(askedBy.length === 1 && { previous: askedBy[0] }),
  };
}
