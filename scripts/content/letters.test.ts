// A deadline counted from a day, and the letter an outcome offers (issue #60): content that says
// how a deadline is counted and what a letter holds is checked by the content build, naming the
// file and the field; valid content is written for the pages.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/content/pagePayload.ts';
import type { LetterPage, SituationPage } from '../../src/content/schema.ts';
import { useFixtureBuild } from './fixture/build-fixture.ts';
import { letterErrors } from './load-letters.ts';

const { build, failure } = useFixtureBuild();

const SITUATION = 'situations/afgoerelse.yaml';
const LETTER = 'letters/klage.yaml';
/** A situation whose question asks for a day: its outcome counts from it and offers a letter. */
const dated = `order: 1
title: { da: Jeg har fået en afgørelse, en: I have received a decision }
area: family
start: hvornaar
steps:
  hvornaar:
    question: { da: Hvornår fik du den?, en: When did you get it? }
    date: { label: { da: Datoen, en: The date }, next: nylig, late: gammel }
    answers:
      - { da: For under 4 uger siden, en: Less than 4 weeks ago, next: nylig }
      - { da: For længere siden, en: Longer ago, next: gammel }
  nylig:
    outcome:
      title: { da: Du kan nå at klage, en: You still have time to complain }
      means: { da: Du kan klage., en: You can complain. }
      deadline:
        da: Klag inden 4 uger.
        en: Complain within 4 weeks.
        statute: "testloven § 1"
        url: "https://www.retsinformation.dk/eli/lta/2024/1"
        count:
          length: 4
          unit: weeks
          from: { da: "den dag, du fik den", en: the day you got it }
          moves: false
          soon: { da: Klag i dag., en: Complain today. }
          late: { da: Fristen er gået., en: The deadline has passed. }
      act: [{ da: Klag nu., en: Complain now. }]
      help: [advokatvagten]
      letter: klage
      owner: { da: Jeg kan forklare reglerne., en: I can explain the rules. }
  gammel:
    outcome:
      title: { da: Fristen for at klage er nok gået, en: The time limit has probably passed }
      means: { da: Fristen er nok gået., en: The deadline has probably passed. }
      act: [{ da: Spørg om dispensation., en: Ask for an exception. }]
      help: [advokatvagten]
      owner: { da: Jeg kan forklare reglerne., en: I can explain the rules. }
`;
/** Without the count: the lines from "count:" to its last. */
const uncounted = dated.replace(/ {8}count:\n(?: {10}.*\n)+/, '');
const letter = `title: { da: Klage, en: Complaint }
fields:
  - { id: navn, da: Dit navn, en: Your name, kind: line }
  - { id: modtaget, da: Modtaget, en: Received, kind: date, journey: from }
text:
  da: "{navn} klager over afgørelsen, modtaget {modtaget}. Dato: {idag}"
  en: "{navn} complains about the decision, received {modtaget}. Date: {idag}"
send: [{ da: Send den., en: Send it. }]
sources: [{ statute: "testloven § 1", url: "https://www.retsinformation.dk/eli/lta/2024/1" }]
checked: 2026-11-30
`;
const files = (situation = dated, letterText = letter) => ({ [SITUATION]: situation, [LETTER]: letterText });

describe('a deadline counted from a day, and a letter', () => {
  it('is built: the count and the letter on the outcome, the letter in its own file, and a day is no answer', async () => {
    const { generatedDir } = await build(files());
    const page = JSON.parse(await readFile(path.join(generatedDir, 'public/situations/afgoerelse.json'), 'utf8')) as SituationPage;
    const question = page.steps.hvornaar;
    expect(question && 'question' in question && question.date).toEqual({ label: { da: 'Datoen', en: 'The date' }, next: 'nylig', late: 'gammel' });
    const outcome = page.steps.nylig;
    expect(outcome && 'outcome' in outcome && outcome.outcome.letter).toBe('klage');
    expect(outcome && 'outcome' in outcome && outcome.outcome.deadline?.count).toMatchObject({ length: 4, unit: 'weeks', moves: false });
    const written = JSON.parse(await readFile(path.join(generatedDir, 'public/letters/klage.json'), 'utf8')) as LetterPage;
    expect(written.title).toEqual({ da: 'Klage', en: 'Complaint' });
    expect(written).not.toHaveProperty('checked');
    // A visitor who gave a day answered none of the list: no answer is certain on the way to either outcome.
    const contact = JSON.parse(await readFile(path.join(generatedDir, 'public/page-data/contactSituation.json'), 'utf8')) as PagePayload;
    expect(contact.data.contactAnswers?.afgoerelse).toEqual({ nylig: '', gammel: '' });
  });

  it('names a date that leads to an outcome whose deadline says nothing of how it is counted', async () => {
    expect(uncounted).not.toContain('count:');
    expect(await failure(files(uncounted))).toContain(
      `${SITUATION}: field "steps.hvornaar.date.next" is "nylig", whose deadline has no count: add deadline.count (length, unit, from, moves, soon, late) to that outcome`,
    );
  });

  it('names a date that leads to a question, or to no step', async () => {
    expect(await failure(files(dated.replace('late: gammel }', 'late: hvornaar }')))).toContain(
      `${SITUATION}: field "steps.hvornaar.date.late" is "hvornaar", a question: a date leads to an outcome`,
    );
    expect(await failure(files(dated.replace('late: gammel }', 'late: senere }')))).toContain(
      `${SITUATION}: field "steps.hvornaar.date.late" is "senere", but the file has no step of that name under steps`,
    );
  });

  it('allows one answer beside a date field, and names a count that moves without its section', async () => {
    const oneAnswer = dated.replace('      - { da: For længere siden, en: Longer ago, next: gammel }\n', '');
    expect(oneAnswer).not.toBe(dated);
    await build(files(oneAnswer));
    expect(await failure(files(dated.replace('moves: false', 'moves: true')))).toContain(
      `${SITUATION}: field "steps.nylig.outcome.deadline.count.moves" must be false, or the section that moves a last day on a weekend or holiday, such as "forældelsesloven § 27, stk. 2"`,
    );
  });

  it('names a letter that content/letters/ does not have', async () => {
    expect(await failure(files(dated.replace('letter: klage', 'letter: rykker')))).toContain(
      `${SITUATION}: field "steps.nylig.outcome.letter" is "rykker", but content/letters/ has no rykker.yaml (klage)`,
    );
  });

  it("names a letter's source that is not a source", async () => {
    expect(await failure(files(dated, letter.replace('https://www.retsinformation.dk/eli/lta/2024/1', 'https://example.com/lov')))).toContain(`${LETTER}: field "sources.0.url"`);
  });
});

describe("a letter's blanks", () => {
  type Fields = Parameters<typeof letterErrors>[1]['fields'];
  const base: Parameters<typeof letterErrors>[1] = { fields: [{ id: 'navn', da: 'Navn', en: 'Name', kind: 'line' }], text: { da: '{navn} {idag}', en: '{navn}' } };
  const messages = (changed: { fields?: Fields; text?: { da: string; en: string } }) =>
    letterErrors('letters/x.yaml', { ...base, ...changed }).map((error) => error.message);

  it('are all used in each language, and the texts use no other', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ text: { da: '{navn} {navnet}', en: '{navn}' } })).toEqual([
      'letters/x.yaml: field "text.da" has {navnet}, but no field has the id "navnet": use one of {navn}, {idag}',
    ]);
    expect(messages({ text: { da: '{navn}', en: 'Dear landlord' } })).toEqual([
      'letters/x.yaml: field "text.en" never uses {navn}: put it where that field\'s answer belongs, or remove the field',
    ]);
  });

  it('have ids of their own, not today’s, and only a date takes a day from the journey', () => {
    expect(messages({ fields: [...base.fields, { id: 'navn', da: 'Navn', en: 'Name', kind: 'line' }] })).toEqual([
      'letters/x.yaml: field "fields.1.id" is "navn" again: give each field an id of its own',
    ]);
    expect(messages({ fields: [...base.fields, { id: 'idag', da: 'I dag', en: 'Today', kind: 'date' }] })).toEqual([
      'letters/x.yaml: field "fields.1.id" is "idag", which the page fills in with today\'s date: choose another id',
    ]);
    expect(messages({ fields: [{ ...base.fields[0]!, journey: 'from' }] })).toEqual([
      'letters/x.yaml: field "fields.0.journey" is on a field of kind line: a date from the journey fills only a field of kind date',
    ]);
  });
});
