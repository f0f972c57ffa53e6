import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { HelpGuide, PostSource } from '../../src/content/schema.ts';
import { decodeContent } from './decode-content.ts';
import { parseYaml } from './read-yaml.ts';
import { readFrontmatter } from './front-matter.ts';

/** A source read against the law longer ago than this is due to be read again. */
const CHECK_MONTHS = 12;

/** What the check reads of a published post's frontmatter (the content build has validated the rest). */
const PostSources = z.looseObject({ draft: z.boolean().optional(), sample: z.boolean().optional(), sources: z.array(PostSource).optional() });
const HelpDeadlines = HelpGuide.pick({ deadlines: true }).loose();
/** What the check reads of a situation: each outcome's deadline, its statute and when it was read. */
const SituationDeadlines = z.looseObject({
  steps: z.record(z.string(), z.looseObject({ outcome: z.looseObject({ deadline: z.looseObject({ statute: z.string(), checked: z.string().optional() }).optional() }).optional() })),
});

/** What the check reads of a letter: its sections and when they were read. */
const LetterSources = z.looseObject({ sources: z.array(z.looseObject({ statute: z.string() })), checked: z.string().optional() });

type Source = { file: string; field: string; title: string; checked?: string | undefined };

/** The day CHECK_MONTHS before `today` (YYYY-MM-DD): a check on or after it is recent enough. */
function dueBefore(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 - CHECK_MONTHS, d));
  return date.toISOString().slice(0, 10);
}

/**
 * One line for the owner per source, naming the file, the field and the source, so the owner
 * knows what to read and where to write the date. `problems`: never read (no `checked`), which
 * stops a deploy; `warnings`: not read in the last CHECK_MONTHS months, which does not (a phone
 * number fix must never wait for a year's reading), but is listed where the owner looks.
 */
export function sourceDateReport(sources: readonly Source[], today: string): { problems: string[]; warnings: string[] } {
  const due = dueBefore(today);
  const line = ({ file, field, title }: Source, what: string) =>
    `${file}: field "${field}" (${title}) ${what}: read it against the current act, then write checked: ${today}`;
  return {
    problems: sources.filter((s) => s.checked === undefined).map((s) => line(s, 'has no "checked" date')),
    warnings: sources
      .filter((s) => s.checked !== undefined && s.checked < due)
      .map((s) => line(s, `was last checked ${s.checked ?? ''}, more than ${CHECK_MONTHS} months ago`)),
  };
}

const display = (...parts: string[]) => path.posix.join('content', ...parts);

/**
 * What the publish check reads of each published post (its Danish file): its sources and whether
 * it is one of the repository's examples. Run after the content build, which has refused
 * anything malformed, so a file that does not parse here is skipped.
 */
export async function readPublishedPosts(contentDir: string): Promise<{ file: string; slug: string; sample: boolean; sources: z.infer<typeof PostSource>[] }[]> {
  const names = (await readdir(path.join(contentDir, 'posts')).catch(() => [] as string[])).filter((n) => n.endsWith('.md') && !n.endsWith('.en.md')).sort();
  const posts = [];
  for (const name of names) {
    const file = display('posts', name);
    const text = decodeContent(file, await readFile(path.join(contentDir, 'posts', name)));
    const front = PostSources.safeParse(readFrontmatter(file, text).data);
    if (!front.success || front.data.draft) continue;
    posts.push({ file, slug: name.replace(/\.md$/, ''), sample: front.data.sample === true, sources: front.data.sources ?? [] });
  }
  return posts;
}

/**
 * Every source the published site cites, with the day it was last checked: the `sources` of
 * each post that is not a draft (its Danish file; the English one lists the same addresses), the
 * `deadlines` of each help page, each situation outcome's deadline and each letter. Run after the content build, which has refused anything
 * malformed, so a file that does not parse here is skipped.
 */
export async function readSourceDates(contentDir: string): Promise<Source[]> {
  const sources: Source[] = [];
  for (const { file, sources: cited } of await readPublishedPosts(contentDir))
    cited.forEach(({ title, checked }, i) => sources.push({ file, field: `sources.${i}`, title, checked }));
  const guides = (await readdir(path.join(contentDir, 'help')).catch(() => [] as string[])).filter((n) => n.endsWith('.yaml')).sort();
  for (const name of guides) {
    const file = display('help', name);
    const guide = HelpDeadlines.safeParse(parseYaml(file, decodeContent(file, await readFile(path.join(contentDir, 'help', name)))));
    if (!guide.success) continue;
    guide.data.deadlines.forEach(({ statute, checked }, i) => sources.push({ file, field: `deadlines.${i}`, title: statute, checked }));
  }
  const situations = (await readdir(path.join(contentDir, 'situations')).catch(() => [] as string[])).filter((n) => n.endsWith('.yaml')).sort();
  for (const name of situations) {
    const file = display('situations', name);
    const situation = SituationDeadlines.safeParse(parseYaml(file, decodeContent(file, await readFile(path.join(contentDir, 'situations', name)))));
    if (!situation.success) continue;
    for (const [key, step] of Object.entries(situation.data.steps)) {
      const deadline = step.outcome?.deadline;
      if (deadline) sources.push({ file, field: `steps.${key}.outcome.deadline`, title: deadline.statute, checked: deadline.checked });
    }
  }
  // A letter is read against its sections as a whole: one date for all of them.
  const letters = (await readdir(path.join(contentDir, 'letters')).catch(() => [] as string[])).filter((n) => n.endsWith('.yaml')).sort();
  for (const name of letters) {
    const file = display('letters', name);
    const letter = LetterSources.safeParse(parseYaml(file, decodeContent(file, await readFile(path.join(contentDir, 'letters', name)))));
    if (letter.success) sources.push({ file, field: 'checked', title: letter.data.sources.map((s) => s.statute).join(', '), checked: letter.data.checked });
  }
  return sources;
}
