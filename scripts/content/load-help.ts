import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HelpGuide, type LegalArea, type Organisation } from '../../src/content/schema.ts';
import { ADVICE_ORGANISATION } from '../../src/content/helpLinks.ts';
import { ContentError, ContentErrors } from './content-error.ts';
import { loadYaml } from './load-data.ts';
import { sourceLinkErrors, type SourcePolicy } from './source-links.ts';

type LoadedHelp = { guides: Map<string, HelpGuide>; errors: ContentError[] };

/**
 * content/help/<area id>.yaml, one per legal area: each must exist, parse, and name only
 * organisations from content/organisations.yaml. A file for an area that does not exist is
 * a typo in its name.
 */
export async function loadHelpGuides(
  dir: string,
  display: (abs: string) => string,
  areas: readonly LegalArea[],
  organisations: readonly Organisation[] | null,
  /** Where a deadline may link (content/source-hosts.yaml); null where that list could not be read. */
  sources: SourcePolicy | null,
): Promise<LoadedHelp> {
  const guides = new Map<string, HelpGuide>();
  const errors: ContentError[] = [];
  const known = new Set(organisations?.map((org) => org.id));
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = new Set(areas.map((area) => area.id));
  for (const name of names.filter((n) => n.endsWith('.yaml') && !ids.has(n.slice(0, -5))))
    errors.push(new ContentError(display(path.join(dir, name)), null, `names no legal area: the file name must be an id from content/legal-areas.yaml (${[...ids].join(', ')})`));
  for (const area of areas) {
    const abs = path.join(dir, `${area.id}.yaml`);
    const file = display(abs);
    if (!names.includes(`${area.id}.yaml`)) {
      errors.push(new ContentError(file, null, `is missing: every legal area needs its page in the help guide (copy another file in ${display(dir)} and rewrite it for ${area.da})`));
      continue;
    }
    try {
      const guide = await loadYaml(abs, file, HelpGuide, (f) => readFile(f));
      errors.push(...sourceLinkErrors(file, guide.deadlines.map(({ url }, i) => ({ field: `deadlines.${i}.url`, url })), sources));
      if (organisations)
        guide.help.forEach((id, i) => {
          if (!known.has(id)) errors.push(new ContentError(file, `help.${i}`, `names "${id}", but content/organisations.yaml has no organisation with that id`));
        });
      guides.set(area.id, guide);
    } catch (error) {
      if (error instanceof ContentErrors) errors.push(...error.errors);
      else if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  return { guides, errors };
}

/** The site links the advice organisation (Advokatvagten) wherever a deadline is close. */
export function organisationErrors(organisations: readonly Organisation[], file: string): ContentError[] {
  return organisations.some((org) => org.id === ADVICE_ORGANISATION)
    ? []
    : [new ContentError(file, null, `must list the organisation with id ${ADVICE_ORGANISATION}: the site links it wherever a deadline is close`)];
}
