import type { SituationQuestionStep } from './schema';

/**
 * Every step a question leads to: its answers', and its date field's (the outcome that counts from
 * the day, and the one for a day whose deadline has passed). One list for the content build's walk
 * of a journey, a step's place in it, and the answers a message carries.
 */
export const nextSteps = ({ answers, date }: Pick<SituationQuestionStep, 'answers' | 'date'>): string[] => [
  ...new Set([...answers.map((answer) => answer.next), ...(date ? [date.next, ...(date.late ? [date.late] : [])] : [])]),
];
