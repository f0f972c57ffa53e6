import type { Situation } from '../../src/content/schema.ts';
import { ownEntry } from '../../src/content/ownEntry.ts';
import { withoutSoftHyphens } from '../../src/content/softHyphens.ts';

/** Between a question and its answer in the owner's e-mail: one pair a line. */
export const ANSWER_MARK = ' → ';

/** A question answered on the way: the question step's key and which of its answers. */
type Answered = { step: string; answer: number };

/**
 * What the visitor certainly answered before each outcome of a situation, in Danish for the
 * owner, by outcome step key: one line per question, "<question> → <answer>", in the order asked.
 * The contact page names only the outcome (?svar=<key>), not the way there, so where two paths
 * meet at an outcome only the answers on every path are kept; an outcome that no answer is
 * certain for gets "". The paths are few (at most two questions each, no loops: the content
 * build refuses anything else), so they are all walked.
 */
export function journeyAnswers({ start, steps }: Pick<Situation, 'start' | 'steps'>): Record<string, string> {
  const paths = new Map<string, Answered[][]>();
  const walk = (key: string, path: readonly Answered[], seen: ReadonlySet<string>) => {
    const step = ownEntry(steps, key);
    // A loop or a missing step is the loader's to report; the walk only must not follow it.
    if (!step || seen.has(key)) return;
    if ('outcome' in step) {
      paths.set(key, [...(paths.get(key) ?? []), [...path]]);
      return;
    }
    const next = new Set([...seen, key]);
    step.answers.forEach((answer, i) => walk(answer.next, [...path, { step: key, answer: i }], next));
    // A day given in the date field is no answer of the list: a way on without one ("Det ved jeg
    // ikke" is then not certain). The day itself goes along as the deadline (?frist=).
    if (step.date) for (const to of [step.date.next, ...(step.date.late ? [step.date.late] : [])]) walk(to, path, next);
  };
  walk(start, [], new Set());
  const text = ({ step, answer }: Answered) => {
    const question = ownEntry(steps, step);
    if (!question || !('question' in question)) return '';
    return withoutSoftHyphens(`${question.question.da}${ANSWER_MARK}${question.answers[answer]?.da ?? ''}`);
  };
  return Object.fromEntries(
    Object.entries(steps).flatMap(([key, step]) => {
      if (!('outcome' in step)) return [];
      const [first = [], ...others] = paths.get(key) ?? [];
      // In a graph without loops, answers on every path come in the same order on each: the first path's.
      const certain = first.filter(({ step: at, answer }) => others.every((path) => path.some((a) => a.step === at && a.answer === answer)));
      return [[key, certain.map(text).join('\n')]];
    }),
  );
}
