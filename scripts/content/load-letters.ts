import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Letter } from '../../src/content/schema.ts';
import { TODAY_PLACEHOLDER } from '../../src/content/todayPlaceholder.ts';
import { ContentError, ContentErrors } from './content-error.ts';
import { loadYaml } from './load-data.ts';
import { sourceLinkErrors, type SourcePolicy } from './source-links.ts';

export type LoadedLetters = { letters: Map<string, Letter>; errors: ContentError[] };

/** `{navn}` in a letter's text: a blank, or today's date. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * content/letters/<id>.yaml, the letters a visitor writes from an outcome: each must parse, link
 * its sources to allowed hosts, and use in each language's text every blank it asks for and no
 * other ({idag} is today's date); a date from the journey can only fill a date field.
 */
export async function loadLetters(dir: string, display: (abs: string) => string, sources: SourcePolicy | null): Promise<LoadedLetters> {
  const letters = new Map<string, Letter>();
  const errors: ContentError[] = [];
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.yaml')).sort();
  for (const name of names) {
    const abs = path.join(dir, name);
    const file = display(abs);
    const id = name.slice(0, -'.yaml'.length);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      errors.push(new ContentError(file, null, 'has a name that cannot be an id: use lower-case letters, digits and hyphens, such as rykker.yaml'));
      continue;
    }
    try {
      const letter = await loadYaml(abs, file, Letter, (f) => readFile(f));
      const found = [...sourceLinkErrors(file, letter.sources.map(({ url }, i) => ({ field: `sources.${i}.url`, url })), sources), ...letterErrors(file, letter)];
      errors.push(...found);
      if (found.length === 0) letters.set(id, letter);
    } catch (error) {
      if (error instanceof ContentErrors) errors.push(...error.errors);
      else if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  return { letters, errors };
}

/** The blanks of a letter against the placeholders of its texts. */
export function letterErrors(file: string, { fields, text }: Pick<Letter, 'fields' | 'text'>): ContentError[] {
  const errors: ContentError[] = [];
  const ids = new Set<string>();
  fields.forEach((field, i) => {
    if (ids.has(field.id)) errors.push(new ContentError(file, `fields.${i}.id`, `is "${field.id}" again: give each field an id of its own`));
    if (field.id === TODAY_PLACEHOLDER) errors.push(new ContentError(file, `fields.${i}.id`, `is "${TODAY_PLACEHOLDER}", which the page fills in with today's date: choose another id`));
    if (field.journey && field.kind !== 'date')
      errors.push(new ContentError(file, `fields.${i}.journey`, `is on a field of kind ${field.kind}: a date from the journey fills only a field of kind date`));
    if (field.id !== TODAY_PLACEHOLDER) ids.add(field.id);
  });
  for (const lang of ['da', 'en'] as const) {
    const used = new Set([...text[lang].matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));
    for (const name of used)
      if (name !== TODAY_PLACEHOLDER && !ids.has(name))
        errors.push(new ContentError(file, `text.${lang}`, `has {${name}}, but no field has the id "${name}": use one of ${[...ids, TODAY_PLACEHOLDER].map((n) => `{${n}}`).join(', ')}`));
    for (const id of ids) if (!used.has(id)) errors.push(new ContentError(file, `text.${lang}`, `never uses {${id}}: put it where that field's answer belongs, or remove the field`));
  }
  return errors;
}
