// What the owner's e-mail says the visitor answered on the way to an outcome: only what is
// certain from the outcome alone. A fixture of its own, not the owner's situations.
import { describe, expect, it } from 'vitest';
import type { Situation } from '../../src/content/schema.ts';
import { ANSWER_MARK, journeyAnswers } from './journey-answers.ts';

type Steps = Situation['steps'];
const SHY = '\u00ad';

/** An outcome step; only its place in the graph matters here. */
const outcome = (da: string): Steps[string] => ({
  outcome: {
    title: { da, en: da },
    means: { da, en: da },
    act: [{ da, en: da }],
    help: ['hjaelp'],
    owner: { da, en: da },
  },
});
/** A question step: its answers as [Danish words, next step]. */
const question = (da: string, ...answers: [string, string][]): Steps[string] => ({
  question: { da, en: da },
  answers: answers.map(([words, next]) => ({ da: words, en: words, next })),
});
const line = (q: string, a: string) => `${q}${ANSWER_MARK}${a}`;

describe('journeyAnswers', () => {
  it('gives each outcome of a linear path every question and answer on it, in the order asked', () => {
    const steps: Steps = {
      foerst: question('Første spørgsmål?', ['Ja', 'andet'], ['Nej', 'slut-nej']),
      andet: question('Andet spørgsmål?', ['Måske', 'slut'], ['Aldrig', 'slut-aldrig']),
      slut: outcome('Slut'),
      'slut-nej': outcome('Slut nej'),
      'slut-aldrig': outcome('Slut aldrig'),
    };
    expect(journeyAnswers({ start: 'foerst', steps })).toEqual({
      slut: [line('Første spørgsmål?', 'Ja'), line('Andet spørgsmål?', 'Måske')].join('\n'),
      'slut-nej': line('Første spørgsmål?', 'Nej'),
      'slut-aldrig': [line('Første spørgsmål?', 'Ja'), line('Andet spørgsmål?', 'Aldrig')].join('\n'),
    });
  });

  it('keeps, where two paths meet, only the answers on both', () => {
    // Both answers of the first question lead to the second; its first answer ends the journey.
    const steps: Steps = {
      foerst: question('Første spørgsmål?', ['Ja', 'andet'], ['Nej', 'andet']),
      andet: question('Andet spørgsmål?', ['Ja', 'moedes'], ['Nej', 'nej']),
      moedes: outcome('Mødes'),
      nej: outcome('Nej'),
    };
    expect(journeyAnswers({ start: 'foerst', steps })).toEqual({
      moedes: line('Andet spørgsmål?', 'Ja'),
      nej: line('Andet spørgsmål?', 'Nej'),
    });
  });

  it('keeps an answer shared by a short and a long path to the same outcome, and says nothing where none is shared', () => {
    const steps: Steps = {
      foerst: question('Første spørgsmål?', ['Ja', 'andet'], ['Nej', 'moedes'], ['Ved ikke', 'tredje']),
      andet: question('Andet spørgsmål?', ['Ja', 'moedes'], ['Nej', 'moedes']),
      tredje: question('Tredje spørgsmål?', ['Ja', 'moedes'], ['Nej', 'ingen']),
      moedes: outcome('Mødes'),
      ingen: outcome('Ingen'),
    };
    const answers = journeyAnswers({ start: 'foerst', steps });
    // moedes: Ja→Ja, Ja→Nej, Nej and Ved ikke→Ja: no answer is on all four paths.
    expect(answers.moedes).toBe('');
    expect(answers.ingen).toBe([line('Første spørgsmål?', 'Ved ikke'), line('Tredje spørgsmål?', 'Nej')].join('\n'));
  });

  it('keeps the shared question of two branches that meet, and leaves out the answers of only one', () => {
    const steps: Steps = {
      foerst: question('Første spørgsmål?', ['Ja', 'venstre'], ['Nej', 'hoejre']),
      venstre: question('Venstre?', ['Videre', 'sidst'], ['Stop', 'stop']),
      hoejre: question('Højre?', ['Videre', 'sidst'], ['Stop', 'stop']),
      sidst: question('Sidste spørgsmål?', ['Ja', 'slut'], ['Nej', 'slut-nej']),
      slut: outcome('Slut'),
      'slut-nej': outcome('Slut nej'),
      stop: outcome('Stop'),
    };
    const answers = journeyAnswers({ start: 'foerst', steps });
    expect(answers.slut).toBe(line('Sidste spørgsmål?', 'Ja'));
    expect(answers['slut-nej']).toBe(line('Sidste spørgsmål?', 'Nej'));
    expect(answers.stop).toBe('');
  });

  it('leaves soft hyphens out of the e-mail, and stops at a loop or a missing step', () => {
    const steps: Steps = {
      foerst: question(`Er det en fagfor${SHY}ening?`, [`Ja, en fagfor${SHY}ening`, 'slut'], ['Igen', 'foerst'], ['Væk', 'findes-ikke']),
      slut: outcome('Slut'),
    };
    expect(journeyAnswers({ start: 'foerst', steps })).toEqual({ slut: line('Er det en fagforening?', 'Ja, en fagforening') });
  });
});
