import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { courses, LegalAreas, Messages, Organisations, Reviews, Site, type LegalArea } from '../../src/content/schema.ts';
import { ContentError, ContentErrors, zodErrors } from './content-error.ts';
import { parseYaml } from './read-yaml.ts';
import { decodeContent } from './decode-content.ts';

type Read = (file: string) => Promise<Uint8Array>;
const readText: Read = (file) => readFile(file);

/** Reads a content file (UTF-8, BOM and CRLF accepted); a missing one is the owner's problem to fix, named as such. */
async function readContent(abs: string, file: string, read: Read): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await read(abs);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ContentError(file, null, 'is missing');
    throw error;
  }
  return decodeContent(file, bytes);
}

export async function loadYaml<S extends z.ZodType>(abs: string, file: string, schema: S, read: Read): Promise<z.infer<S>> {
  const data = parseYaml(file, await readContent(abs, file, read));
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ContentErrors(zodErrors(file, parsed.error, [], data));
  return parsed.data;
}

export const loadSite = (abs: string, file: string, read = readText) => loadYaml(abs, file, Site, read);
/** Course areas name legal areas (null: content/legal-areas.yaml is broken, and reported). */
export const loadCourses = (abs: string, file: string, areas: readonly LegalArea[] | null, read = readText) =>
  loadYaml(abs, file, courses(areas), read);

/** Each value of `field` must be unique in the list: a repeat names its index and the field. */
function duplicateErrors<T>(file: string, items: readonly T[], field: keyof T & string, what: string): ContentError[] {
  const seen = new Set<unknown>();
  return items.flatMap((item, i) => {
    const value = item[field];
    if (!seen.has(value)) return (seen.add(value), []);
    return [new ContentError(file, `${i}.${field}`, `${String(value)} is used by an earlier ${what}`)];
  });
}

export async function loadLegalAreas(abs: string, file: string, read = readText) {
  const areas = await loadYaml(abs, file, LegalAreas, read);
  const errors = (['id', 'da', 'en'] as const).flatMap((field) => duplicateErrors(file, areas, field, 'area'));
  if (errors.length) throw new ContentErrors(errors);
  return areas;
}

export async function loadOrganisations(abs: string, file: string, read = readText) {
  const organisations = await loadYaml(abs, file, Organisations, read);
  const errors = duplicateErrors(file, organisations, 'id', 'organisation');
  organisations.forEach((org, i) => {
    if (org.urgent && !org.phone) errors.push(new ContentError(file, `${i}.phone`, 'is required: the urgent box lists a number to call'));
  });
  if (errors.length) throw new ContentErrors(errors);
  return organisations;
}

export async function loadReviews(abs: string, file: string, read = readText) {
  const reviews = await loadYaml(abs, file, Reviews, read);
  const errors = duplicateErrors(file, reviews, 'id', 'review');
  if (errors.length) throw new ContentErrors(errors);
  return reviews;
}

export async function loadMessages(abs: string, file: string, read = readText) {
  let json: unknown;
  try {
    json = JSON.parse(await readContent(abs, file, read));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(file, null, `is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = Messages.safeParse(json);
  if (!parsed.success) throw new ContentErrors(zodErrors(file, parsed.error, [], json));
  return parsed.data;
}

/** Danish is the reference locale; English must hold exactly the same keys. */
export function compareLocales(
  da: Record<string, string>,
  en: Record<string, string>,
  files: { da: string; en: string },
): ContentError[] {
  const missing = (from: Record<string, string>, to: Record<string, string>, file: string, other: string) =>
    Object.keys(from)
      .filter((key) => !Object.hasOwn(to, key))
      .map((key) => new ContentError(file, key, `is missing (it is in ${other})`));
  const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(', ');
  const differing = Object.keys(da)
    .filter((key) => Object.hasOwn(en, key) && placeholders(da[key] ?? '') !== placeholders(en[key] ?? ''))
    .map(
      (key) =>
        new ContentError(
          files.en,
          key,
          `has the placeholders ${placeholders(en[key] ?? '') || '(none)'}, but ${files.da} has ${placeholders(da[key] ?? '') || '(none)'}: both must name the same ones`,
        ),
    );
  // format() looks a placeholder up with `in`: {constructor} would find Object's own.
  const inherited = (file: string, texts: Record<string, string>) =>
    Object.entries(texts).flatMap(([key, text]) =>
      [...text.matchAll(/\{(\w+)\}/g)]
        .filter(([, name]) => name !== undefined && name in {})
        .map(([whole]) => new ContentError(file, key, `has the placeholder ${whole}, a name the site cannot fill: write the text without it`)),
    );
  return [...missing(da, en, files.en, files.da), ...missing(en, da, files.da, files.en), ...differing, ...inherited(files.da, da), ...inherited(files.en, en)];
}
