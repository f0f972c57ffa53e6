// Server only: what the prerender gives a page to render with.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAddress } from '@/routes/matchPath';
import type { PayloadName } from '@/routes/routes';
import type { ContentFiles } from '@/content/ContentStore';
import type { Language } from '@/content/languages';
import {
  helpFile,
  payloadFile,
  postFile,
  situationFile,
  type PageDataEntries,
  type PageDataKey,
  type PagePayload,
} from '@/content/pagePayload';
import { publicDir } from '@/content/posts/readPosts';

/** A file the build wrote, parsed; null when there is none (an unknown post or area). */
const readJson = (file: string) =>
  readFile(path.join(publicDir, file), 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => null,
  );

/** The route payloads the prerender has read, by file. */
const payloads = new Map<string, Promise<PagePayload>>();

/**
 * The content files of the page an address shows: the route's payload in its language, and the
 * post, the help guide's page or the situation it is about. A missing payload fails the prerender.
 */
export async function readPageFiles({ lang, match }: PageAddress, { prerendering = false } = {}): Promise<ContentFiles> {
  const name = match?.name ?? 'notFound';
  const file = payloadFile(name, lang);
  // The prerender's pages of one route share its payload, read and parsed once (~1000 times
  // less at 1000 posts); they only read it (ContentStore copies what it keeps). Otherwise
  // (`npm run dev`) every page reads it afresh: the content may have been rebuilt since.
  const payload = prerendering ? (payloads.get(file) ?? readPayload(name, lang)) : readPayload(name, lang);
  if (prerendering) payloads.set(file, payload);
  const files: Record<string, unknown> = { [file]: await payload };
  const item =
    match?.name === 'post'
      ? postFile(match.params.slug)
      : match?.name === 'helpArea'
        ? helpFile(match.params.area)
        : match?.name === 'situation'
          ? situationFile(match.params.situation)
          : null;
  if (item) files[item] = await readJson(item);
  return files;
}

/** A route's payload as the build wrote it (tests derive their expectations from it). */
export async function readPayload(name: PayloadName, lang: Language = 'da'): Promise<PagePayload> {
  const file = payloadFile(name, lang);
  const payload = await readJson(file);
  if (!payload) throw new Error(`${file} is missing: run the content build`);
  return payload as PagePayload;
}

/** A data entry of a route's payload; fails when the route does not name it. */
export async function readPageData<K extends PageDataKey>(name: PayloadName, key: K): Promise<PageDataEntries[K]> {
  const value = (await readPayload(name)).data[key];
  if (value === undefined) throw new Error(`${payloadFile(name, 'da')} has no "${key}"`);
  return value;
}
