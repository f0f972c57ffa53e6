// "Hvad er der sket?" (content/situations/<address>.yaml): a broken journey stops the build,
// naming the file and the field, one rule per test; a valid one is written for its pages.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/content/pagePayload.ts';
import type { SituationPage } from '../../src/content/schema.ts';
import { useFixtureBuild } from './fixture/build-fixture.ts';
import { validFiles } from './fixture/make-content.ts';
import { ANSWER_MARK } from './journey-answers.ts';

const { build, failure } = useFixtureBuild();

const FILE = 'situations/afgoerelse.yaml';
const situation = validFiles[FILE]!;
/** The fixture with one text replaced; fails the test if the text is not there. */
const changed = (from: string, to: string) => {
  expect(situation).toContain(from);
  return { [FILE]: situation.replace(from, to) };
};
/** A second question between the first and the outcome, `extra` times. */
const deeper = (extra: number) => {
  let text = situation.replace('next: nylig }', 'next: q1 }');
  for (let i = 1; i <= extra; i++)
    text += `  q${i}:
    question: { da: Spørgsmål ${i}?, en: Question ${i}? }
    answers:
      - { da: Ja, en: Yes, next: ${i === extra ? 'nylig' : `q${i + 1}`} }
      - { da: Nej, en: No, next: gammel }
`;
  return { [FILE]: text };
};

describe('the situations of "Hvad er der sket?"', () => {
  it('writes each situation with its organisations resolved, lists it in the guide and names it to the contact form', async () => {
    const { generatedDir: generated } = await build();
    const page = JSON.parse(await readFile(path.join(generated, 'public/situations/afgoerelse.json'), 'utf8')) as SituationPage;
    expect(Object.keys(page.steps)).toEqual(['hvornaar', 'nylig', 'gammel']);
    const outcome = page.steps.nylig;
    expect(outcome && 'outcome' in outcome && outcome.outcome.help.map((org) => org.url)).toEqual(['https://example.dk/advokatvagten']);
    // Its own title, the outcome page's heading.
    expect(outcome && 'outcome' in outcome && outcome.outcome.title).toEqual({ da: 'Du kan nå at klage', en: 'You still have time to complain' });
    const help = JSON.parse(await readFile(path.join(generated, 'public/page-data/help.json'), 'utf8')) as PagePayload;
    expect(help.data.situations).toEqual([
      { address: 'afgoerelse', start: 'hvornaar', title: { da: 'Jeg har fået en afgørelse', en: 'I have received a decision' }, area: 'family' },
    ]);
    // Each area's card line in the guide: its guide page's first sentence.
    expect(Object.keys(help.data.areaLeads ?? {}).sort()).toEqual(['business', 'family', 'rent']);
    const contact = JSON.parse(await readFile(path.join(generated, 'public/page-data/contactSituation.json'), 'utf8')) as PagePayload;
    expect(contact.data.contactSituations?.afgoerelse?.title.da).toBe('Jeg har fået en afgørelse');
    // What the visitor answered on the way to each outcome, for the owner: only the page about a situation carries it.
    const asked = (answer: string) => `Hvornår fik du den?${ANSWER_MARK}${answer}`;
    expect(contact.data.contactAnswers?.afgoerelse).toEqual({ nylig: asked('For under 4 uger siden'), gammel: asked('For længere siden') });
    const general = JSON.parse(await readFile(path.join(generated, 'public/page-data/contact.json'), 'utf8')) as PagePayload;
    expect(general.data.contactAnswers).toBeUndefined();
    const paths = await readFile(path.join(generated, 'situation-paths.ts'), 'utf8');
    for (const step of ['hvornaar', 'nylig', 'gammel']) expect(paths).toContain(`"step": "${step}"`);
  });

  it("gives the contact form the situation's own note, where it has one, instead of its area's", async () => {
    const note = 'formNote: { da: Ring først til Familieretshuset., en: Call Familieretshuset first. }\n';
    const { generatedDir } = await build(changed('start: hvornaar', `${note}start: hvornaar`));
    const contact = JSON.parse(await readFile(path.join(generatedDir, 'public/page-data/contactSituation.json'), 'utf8')) as PagePayload;
    expect(contact.data.contactSituations?.afgoerelse?.formNote).toEqual({ da: 'Ring først til Familieretshuset.', en: 'Call Familieretshuset first.' });
  });

  it('writes a main help named in every outcome’s help list, and refuses one an outcome does not list', async () => {
    const main = 'mainHelp: { organisation: advokatvagten, da: Få gratis råd, en: Get free advice }\n';
    const { generatedDir } = await build(changed('start: hvornaar', `${main}start: hvornaar`));
    const page = JSON.parse(await readFile(path.join(generatedDir, 'public/situations/afgoerelse.json'), 'utf8')) as SituationPage;
    expect(page.mainHelp).toEqual({ organisation: 'advokatvagten', da: 'Få gratis råd', en: 'Get free advice' });
    const message = await failure(changed('start: hvornaar', `${main.replace('advokatvagten', 'familieretshuset')}start: hvornaar`));
    expect(message).toContain(`${FILE}: field "mainHelp.organisation" is "familieretshuset", but the outcome nylig does not list it under help`);
  });

  it('allows two questions on a path', async () => {
    await build(deeper(1));
  });

  it('names a third question on a path', async () => {
    expect(await failure(deeper(2))).toContain(`${FILE}: field "steps.q2" is question 3 on the path hvornaar → q1 → q2`);
  });

  it('names an answer that leads to no step', async () => {
    expect(await failure(changed('next: gammel', 'next: gamle'))).toContain(`${FILE}: field "steps.hvornaar.answers.1.next" is "gamle"`);
  });

  it('names a start that is no step', async () => {
    expect(await failure(changed('start: hvornaar', 'start: hvornår'))).toContain(`${FILE}: field "start"`);
    expect(await failure(changed('start: hvornaar', 'start: naar'))).toContain(`${FILE}: field "start" is "naar"`);
  });

  it('names a loop', async () => {
    expect(await failure(changed('next: nylig', 'next: hvornaar'))).toContain(`${FILE}: field "steps.hvornaar.answers.0.next" leads back to "hvornaar"`);
  });

  it('names a step no answer leads to', async () => {
    expect(await failure(changed('next: gammel', 'next: nylig'))).toContain(`${FILE}: field "steps.gammel" is never reached`);
  });

  it('names a question with a single answer: a dead end for whoever it does not fit', async () => {
    expect(await failure(changed('      - { da: For længere siden, en: Longer ago, next: gammel }\n', ''))).toContain(
      `${FILE}: field "steps.hvornaar.answers" must offer at least two answers`,
    );
  });

  it('names a missing English text', async () => {
    expect(await failure(changed('{ da: Klag nu., en: Complain now. }', '{ da: Klag nu. }'))).toContain(`${FILE}: field "steps.nylig.outcome.act.0`);
  });

  it('names a deadline without its section, and one linked to a page that is not a source', async () => {
    expect(await failure(changed('statute: "testloven § 1"', 'statute: "testloven"'))).toContain(
      `${FILE}: field "steps.nylig.outcome.deadline.statute" must name the section`,
    );
    expect(await failure(changed('https://www.retsinformation.dk/eli/lta/2024/1', 'https://lovguiden.dk/lov'))).toContain(
      `${FILE}: field "steps.nylig.outcome.deadline.url" is https://lovguiden.dk/lov`,
    );
  });

  it('names an organisation that does not exist, and an area that does not', async () => {
    expect(await failure(changed('help: [advokatvagten]', 'help: [ukendt]'))).toContain(`${FILE}: field "steps.nylig.outcome.help.0" names "ukendt"`);
    expect(await failure(changed('area: family', 'area: familie'))).toContain(`${FILE}: field "area" is "familie"`);
  });

  it('names a meaning too long for the deadline to show in the first screen of a phone', async () => {
    expect(await failure(changed('means: { da: Du kan klage., en', `means: { da: ${'Du kan klage. '.repeat(30)}, en`))).toContain(
      `${FILE}: field "steps.nylig.outcome.means.da" is 419 characters: keep it to 360`,
    );
  });

  it('names a question too long to be a page title', async () => {
    expect(await failure(changed('question: { da: Hvornår fik du den?', `question: { da: ${'Hvornår fik du den? '.repeat(4)}`))).toContain(
      `${FILE}: field "steps.hvornaar.question.da" is 79 characters as a page writes it`,
    );
    // 69 letters, but each of the three apostrophes is five characters in the page's <title>: 81.
    const quoted = `"${"Hvornår fik du den? Det 'står' i brevet, ".repeat(2).slice(0, 69)}"`;
    expect(await failure(changed('question: { da: Hvornår fik du den?', `question: { da: ${quoted}`))).toContain(
      `${FILE}: field "steps.hvornaar.question.da" is 81 characters as a page writes it`,
    );
  });

  it("names an outcome title that is another outcome's, or a situation's, in either language and in any file", async () => {
    const oldTitle = '{ da: Fristen for at klage er nok gået, en: The time limit has probably passed }';
    expect(await failure(changed(`      title: ${oldTitle}\n`, ''))).toContain(`${FILE}: field "steps.gammel.outcome.title" must be given in Danish and English`);
    // Within the file: the later outcome is named, in capitals or not.
    expect(await failure(changed(oldTitle, '{ da: DU KAN NÅ AT KLAGE, en: The time limit has probably passed }'))).toContain(
      `${FILE}: field "steps.gammel.outcome.title.da" is "DU KAN NÅ AT KLAGE", the same as the title of the outcome nylig in ${FILE}`,
    );
    expect(await failure(changed(oldTitle, '{ da: Fristen for at klage er nok gået, en: I have received a decision }'))).toContain(
      `${FILE}: field "steps.gammel.outcome.title.en" is "I have received a decision", the same as the situation title of ${FILE}`,
    );
    // Across files: another situation with an outcome of the same title.
    const other = situation
      .replace('order: 1', 'order: 2')
      .replace('title: { da: Jeg har fået en afgørelse, en: I have received a decision }', 'title: { da: Jeg har fået en dom, en: I have been given a judgment }')
      .replace('{ da: Du kan nå at klage, en: You still have time to complain }', '{ da: Du kan nå at anke, en: You still have time to appeal }');
    expect(other).toContain('Jeg har fået en dom');
    expect(await failure({ 'situations/dom.yaml': other })).toContain(
      `situations/dom.yaml: field "steps.gammel.outcome.title.da" is "Fristen for at klage er nok gået", the same as the title of the outcome gammel in ${FILE}`,
    );
    // Titles of their own pass.
    await build({ 'situations/dom.yaml': other.replace(oldTitle, '{ da: Ankefristen er nok gået, en: The time limit for appeal has probably passed }') });
  });

  it('names a file whose name cannot be an address', async () => {
    expect(await failure({ 'situations/Afgørelse.yaml': situation })).toContain('situations/Afgørelse.yaml: has a name that cannot be an address');
  });

  it('warns when what an outcome means reads hard (LIX above 40), naming the file and the field', async () => {
    const hard =
      'Forældremyndighedsindehaverens underretningsforpligtelse omfatter oplysninger vedrørende barnets skolegang, sundhedsforhold, institutionsophold og fritidsaktiviteter.';
    const { result } = await build(changed('means: { da: Du kan klage.,', `means: { da: "${hard}",`));
    expect(result.warnings.filter((w) => w.includes('outcome.means'))).toEqual([
      expect.stringMatching(/^situations\/afgoerelse\.yaml: field "steps\.nylig\.outcome\.means" reads hard \(LIX \d+, above 40\)/),
    ]);
    expect(result.readability).toContainEqual(expect.objectContaining({ file: FILE, field: 'steps.gammel.outcome.means' }));
    expect((await build()).result.warnings.filter((w) => w.includes('outcome.means'))).toEqual([]);
  });
});
