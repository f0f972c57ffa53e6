import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '../../src/content/slugify.ts';
import type { LegalArea } from '../../src/content/schema.ts';
import { loadLegalAreas } from './load-data.ts';
import { parseYaml } from './read-yaml.ts';

/**
 * A post's address is its file name: a long title's slug is cut at a word, so the address stays
 * readable and the name fits every file system (a 300-character title once failed with
 * ENAMETOOLONG). The file can be renamed later; its name is the address.
 */
const MAX_SLUG = 60;
function shortSlug(slug: string): string {
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  const atWord = cut.lastIndexOf('-');
  return (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, MAX_SLUG)).replace(/-+$/, '');
}

/**
 * Writes content/posts/<slug>.md for a title, as `hugo new` does: the frontmatter filled in
 * where it can be (title, today's date and review date, a legal area), the rest left empty with
 * a note, so the next build (or `npm run dev`) names each field still to write. It starts as a
 * draft. Returns the file written; refuses to overwrite one.
 */
export async function newPost(contentDir: string, title: string, today: string): Promise<string> {
  const slug = shortSlug(slugify(title));
  if (!slug) throw new Error(`"${title}" gives no address: write a title with letters or digits`);
  const areas = await loadLegalAreas(path.join(contentDir, 'legal-areas.yaml'), 'legal-areas.yaml');
  const names = areas.map((area) => area.da);
  const guessed = await areaOfTitle(contentDir, areas, title);
  const file = path.join(contentDir, 'posts', `${slug}.md`);
  const text = `---
title: ${JSON.stringify(title)}
date: ${today}
${
  guessed
    ? `category: ${guessed} # from the title's words; or: ${names.filter((name) => name !== guessed).join(', ')}`
    : `category: "" # write one of: ${names.join(', ')}`
}
excerpt: "" # one or two sentences for the blog list and the feed
summary: # "Kort fortalt": 2–4 short points
  - ""
  - ""
reviewed: ${today} # the day you last checked the article against the law
sources: # the statutes it relies on: the consolidated act on retsinformation.dk (docs/architecture.md, "Add a post")
  - title: ""
    url: ""
    checked: ${today} # the day you last read this source against the law (npm run check:publish lists it after 12 months)
draft: true # delete this line to publish the post
---

## Første afsnit

`;
  await writeFile(file, text, { flag: 'wx' }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${path.relative(process.cwd(), file)} exists already: choose another title`);
    throw error;
  });
  return file;
}

/** A word's first five letters, for words of five or more: "huslejestigning" and "huslejen" meet at "husle". */
const stems = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase('da')
      .split(/[^a-z0-9æøå]+/)
      .filter((word) => word.length >= 5)
      .map((word) => word.slice(0, 5)),
  );

/** Every text in a parsed YAML file, at any depth. */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(textsIn) : [];

/**
 * The legal area a title is about, from the area's own words: its name, its /ydelser and home
 * texts, and its help page (content/help/<id>.yaml). The one area that shares the most words with
 * the title, or none where no area does or two tie: then the owner writes it (the file says which).
 */
async function areaOfTitle(contentDir: string, areas: readonly LegalArea[], title: string): Promise<string | undefined> {
  const wanted = stems(title);
  const scored = await Promise.all(
    areas.map(async (area) => {
      const file = `help/${area.id}.yaml`;
      const guide = await readFile(path.join(contentDir, file), 'utf8').then(
        (text) => textsIn(parseYaml(file, text)),
        () => [],
      );
      const own = stems([...textsIn(area), ...guide].join(' '));
      return { name: area.da, score: [...wanted].filter((stem) => own.has(stem)).length };
    }),
  );
  const best = Math.max(0, ...scored.map((area) => area.score));
  const top = scored.filter((area) => area.score === best);
  return best > 0 && top.length === 1 ? top[0]?.name : undefined;
}
