import { describe, expect, it } from 'vitest';
import type { SituationPage } from './schema';
import { situationPlace } from './situationPlace';

const text = { da: 'x', en: 'x' };
const question = (...next: string[]) => ({ question: text, answers: next.map((n) => ({ ...text, next: n })) });
const outcome = { outcome: { title: text, means: text, act: [text], help: [], owner: text } };
// a → b → c → (end), and a → end directly: the longest way asks three questions.
const steps = { a: question('b', 'slut'), b: question('c', 'slut'), c: question('slut'), slut: outcome } as unknown as SituationPage['steps'];

describe('situationPlace', () => {
  it('numbers a question by its depth, of the most questions on any way on from it', () => {
    expect(situationPlace({ start: 'a', steps }, 'a')).toEqual({ number: 1, of: 3 });
    expect(situationPlace({ start: 'a', steps }, 'b')).toEqual({ number: 2, of: 3, previous: 'a' });
    expect(situationPlace({ start: 'a', steps }, 'c')).toEqual({ number: 3, of: 3, previous: 'b' });
  });

  it('gives an outcome the questions answered to reach it first; no way back where several questions lead to it', () => {
    expect(situationPlace({ start: 'a', steps }, 'slut')).toEqual({ number: 1, of: 1 });
    const single = { ...steps, c: question('ende'), ende: outcome } as unknown as SituationPage['steps'];
    expect(situationPlace({ start: 'a', steps: single }, 'ende')).toEqual({ number: 3, of: 3, previous: 'c' });
  });

  it('knows no place for a step the start does not reach', () => {
    expect(situationPlace({ start: 'b', steps }, 'a')).toBeUndefined();
  });

  it("counts a date field's outcomes as the question's way on, and the question as the way back from them", () => {
    // a asks for a day: it leads to "frist" (counted) or "sen" (passed); its one answer to "frist".
    const dated = { a: { ...question('frist'), date: { label: text, next: 'frist', late: 'sen' } }, frist: outcome, sen: outcome } as unknown as SituationPage['steps'];
    expect(situationPlace({ start: 'a', steps: dated }, 'sen')).toEqual({ number: 1, of: 1, previous: 'a' });
    expect(situationPlace({ start: 'a', steps: dated }, 'frist')).toEqual({ number: 1, of: 1, previous: 'a' });
  });
});
