import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Situation, type LegalArea, type Organisation, type SituationQuestionStep } from '../../src/content/schema.ts';
import { ContentError, ContentErrors } from './content-error.ts';
import { loadYaml } from './load-data.ts';
import { sourceLinkErrors, type SourcePolicy } from './source-links.ts';
import { ownEntry } from '../../src/content/ownEntry.ts';

/** A situation may ask at most this many questions on any path before its outcome (issue #38). */
export const MAX_QUESTIONS = 2;
/** The contact form's choice for a problem outside the legal areas (src/routes/contactArea.ts). */
const OTHER_AREA = 'other';

export type LoadedSituations = { situations: Map<string, Situation>; errors: ContentError[] };

/**
 * content/situations/<address>.yaml, one per situation of "Hvad er der sket?": each must parse,
 * name a legal area and known organisations, link its deadlines to sources, and form a journey
 * in which every answer leads on, every path ends in an outcome within MAX_QUESTIONS questions,
 * no path comes back to a step it has passed, and no step is left unreachable. Each outcome's
 * title is its own, across all the files.
 */
export async function loadSituations(
  dir: string,
  display: (abs: string) => string,
  areas: readonly LegalArea[] | null,
  organisations: readonly Organisation[] | null,
  /** The letters of content/letters/ by id; null where that folder could not be read. */
  letters: ReadonlySet<string> | null,
  /** Where a deadline may link (content/source-hosts.yaml); null where that list could not be read. */
  sources: SourcePolicy | null,
): Promise<LoadedSituations> {
  const situations = new Map<string, Situation>();
  const errors: ContentError[] = [];
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.yaml')).sort();
  const areaIds = areas && new Set([...areas.map((a) => a.id), OTHER_AREA]);
  const known = organisations && new Set(organisations.map((org) => org.id));
  // Every file that parsed, in file order, for the titles compared across files at the end.
  const parsed: { file: string; situation: Situation }[] = [];
  for (const name of names) {
    const abs = path.join(dir, name);
    const file = display(abs);
    const address = name.slice(0, -'.yaml'.length);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(address)) {
      errors.push(new ContentError(file, null, 'has a name that cannot be an address: use lower-case letters, digits and hyphens, such as opsagt.yaml'));
      continue;
    }
    try {
      const situation = await loadYaml(abs, file, Situation, (f) => readFile(f));
      parsed.push({ file, situation });
      const found: ContentError[] = [];
      if (areaIds && !areaIds.has(situation.area))
        found.push(new ContentError(file, 'area', `is "${situation.area}": it must be an id from content/legal-areas.yaml (${[...areaIds].join(', ')})`));
      for (const [key, step] of Object.entries(situation.steps)) {
        if ('outcome' in step) {
          const { deadline, help } = step.outcome;
          if (deadline) found.push(...sourceLinkErrors(file, [{ field: `steps.${key}.outcome.deadline.url`, url: deadline.url }], sources));
          if (known)
            help.forEach((id, i) => {
              if (!known.has(id))
                found.push(new ContentError(file, `steps.${key}.outcome.help.${i}`, `names "${id}", but content/organisations.yaml has no organisation with that id`));
            });
          const main = situation.mainHelp?.organisation;
          if (main !== undefined && !help.includes(main))
            found.push(
              new ContentError(file, 'mainHelp.organisation', `is "${main}", but the outcome ${key} does not list it under help: add it there, or name one it lists`),
            );
          if (step.outcome.letter !== undefined && letters && !letters.has(step.outcome.letter))
            found.push(
              new ContentError(file, `steps.${key}.outcome.letter`, `is "${step.outcome.letter}", but content/letters/ has no ${step.outcome.letter}.yaml (${[...letters].join(', ') || 'no letters'})`),
            );
        } else {
          step.answers.forEach((answer, i) => {
            if (!Object.hasOwn(situation.steps, answer.next))
              found.push(new ContentError(file, `steps.${key}.answers.${i}.next`, `is "${answer.next}", but the file has no step of that name under steps`));
          });
          if (step.answers.length < 2 && !step.date)
            found.push(new ContentError(file, `steps.${key}.answers`, 'must offer at least two answers (one is enough beside a date field: "Det ved jeg ikke")'));
          if (step.date) found.push(...dateErrors(file, situation, key, step.date));
        }
      }
      if (!Object.hasOwn(situation.steps, situation.start))
        found.push(new ContentError(file, 'start', `is "${situation.start}", but the file has no step of that name under steps`));
      // The paths are walked only once every answer leads to a step that exists.
      if (found.length === 0) found.push(...journeyErrors(file, situation));
      errors.push(...found);
      if (found.length === 0) situations.set(address, situation);
    } catch (error) {
      if (error instanceof ContentErrors) errors.push(...error.errors);
      else if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  errors.push(...titleErrors(parsed));
  return { situations, errors };
}

/** How a title reads: two that differ only in capitals or spaces are the same in a browser tab. */
const asRead = (title: string) => title.toLocaleLowerCase('da').replace(/\s+/g, ' ');

/**
 * An outcome's title is its page's heading and title: one that another outcome, or a situation,
 * also has says nothing of where the visitor ended (two tabs, two search results alike). Per
 * language, against every situation's title and each outcome before it in file order.
 */
function titleErrors(parsed: readonly { file: string; situation: Situation }[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const lang of ['da', 'en'] as const) {
    const taken = new Map<string, string>();
    for (const { file, situation } of parsed) taken.set(asRead(situation.title[lang]), `the situation title of ${file}`);
    for (const { file, situation } of parsed)
      for (const [key, step] of Object.entries(situation.steps)) {
        if (!('outcome' in step)) continue;
        const title = step.outcome.title[lang];
        const other = taken.get(asRead(title));
        if (other !== undefined)
          errors.push(
            new ContentError(
              file,
              `steps.${key}.outcome.title.${lang}`,
              `is "${title}", the same as ${other}: give each outcome a title of its own that states its answer`,
            ),
          );
        else taken.set(asRead(title), `the title of the outcome ${key} in ${file}`);
      }
  }
  return errors;
}

/** Loops, paths with too many questions, and steps no path reaches, walked from `start`. */
function journeyErrors(file: string, situation: Situation): ContentError[] {
  const errors: ContentError[] = [];
  const reached = new Set<string>();
  const walk = (key: string, path: readonly string[]) => {
    reached.add(key);
    const step = ownEntry(situation.steps, key);
    if (!step || 'outcome' in step) return;
    if (path.length + 1 > MAX_QUESTIONS) {
      errors.push(new ContentError(file, `steps.${key}`, `is question ${path.length + 1} on the path ${[...path, key].join(' → ')}: a situation asks at most ${MAX_QUESTIONS} questions before its outcome`));
      return;
    }
    const ways = [
      ...step.answers.map((answer, i) => ({ field: `answers.${i}.next`, next: answer.next })),
      ...(step.date ? [{ field: 'date.next', next: step.date.next }, ...(step.date.late ? [{ field: 'date.late', next: step.date.late }] : [])] : []),
    ];
    const walked = new Set<string>();
    for (const { field, next } of ways) {
      if (next === key || path.includes(next)) errors.push(new ContentError(file, `steps.${key}.${field}`, `leads back to "${next}": every path must go forward to an outcome`));
      else if (!walked.has(next)) walk(next, [...path, key]);
      walked.add(next);
    }
  };
  walk(situation.start, []);
  for (const key of Object.keys(situation.steps))
    if (!reached.has(key)) errors.push(new ContentError(file, `steps.${key}`, 'is never reached: no answer (nor start) leads to it'));
  return errors;
}

/**
 * A date field's steps: `next` must be an outcome whose deadline says how it is counted (the page
 * counts from the day), and `late` an outcome too.
 */
function dateErrors(file: string, situation: Situation, key: string, date: NonNullable<SituationQuestionStep['date']>): ContentError[] {
  const errors: ContentError[] = [];
  const outcome = (field: 'next' | 'late', at: string) => {
    const step = ownEntry(situation.steps, at);
    if (!step) errors.push(new ContentError(file, `steps.${key}.date.${field}`, `is "${at}", but the file has no step of that name under steps`));
    else if (!('outcome' in step)) errors.push(new ContentError(file, `steps.${key}.date.${field}`, `is "${at}", a question: a date leads to an outcome`));
    return step && 'outcome' in step ? step.outcome : undefined;
  };
  const next = outcome('next', date.next);
  if (next && !next.deadline?.count)
    errors.push(
      new ContentError(file, `steps.${key}.date.next`, `is "${date.next}", whose deadline has no count: add deadline.count (length, unit, from, moves, soon, late) to that outcome`),
    );
  if (date.late !== undefined) outcome('late', date.late);
  return errors;
}
