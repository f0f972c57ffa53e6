import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import type { TextCounts } from './readability.ts';
import type { ArticleSection } from '../../src/content/schema.ts';

/** Bump when renderMarkdown's output changes, so no stale HTML is reused. */
const VERSION = 'markdown-v12';

/**
 * What renderMarkdown writes never holds an element or attribute that runs code or loads
 * something, and its addresses are https, http, mailto, tel, a path on this site or an #anchor:
 * an entry that holds anything else was not written by it, so the build renders that text again
 * rather than trust the file. (Prose that merely mentions such a thing is rendered again too.)
 */
const activeElement = /<(?:script|iframe|object|embed|style|link|meta|base|form|svg|math)\b/i;
const activeAttribute = /[\s/"'](?:on[a-z]+|style|srcset|formaction|action|background|poster)\s*=/i;
const address = /[\s/"'](?:href|src)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;
const allowedAddress = /^["']?(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#|["']?$)/i;
const writtenByRenderer = (html: string) =>
  !activeElement.test(html) && !activeAttribute.test(html) && [...html.matchAll(address)].every(([, value = '']) => allowedAddress.test(value));

/** Parsed JSON, so `null` or a missing count is possible whatever the type says. */
function isCounts(value: unknown): boolean {
  const counts = value as Partial<TextCounts> | null | undefined;
  return [counts?.words, counts?.sentences, counts?.longWords].every((n) => Number.isInteger(n) && (n ?? -1) >= 0);
}

/** Parsed JSON: a section of the right shape, or anything else. */
function isSection(value: unknown): boolean {
  const section = value as Partial<ArticleSection> | null;
  return typeof section?.id === 'string' && typeof section.title === 'string';
}

function couldBeRendered(value: unknown): value is RenderedMarkdown {
  const entry = value as Partial<RenderedMarkdown> | null;
  return (
    typeof entry?.html === 'string' &&
    writtenByRenderer(entry.html) &&
    Array.isArray(entry.internalLinks) &&
    entry.internalLinks.every((link) => typeof link === 'string' && link.startsWith('/')) &&
    Array.isArray(entry.unsafeUrls) &&
    Array.isArray(entry.images) &&
    entry.images.every((image) => typeof image === 'string') &&
    typeof entry.h1Count === 'number' &&
    typeof entry.rawHtmlCount === 'number' &&
    typeof entry.empty === 'boolean' &&
    typeof entry.footnotes === 'number' &&
    isCounts(entry.readability) &&
    Array.isArray(entry.sections) &&
    entry.sections.every(isSection)
  );
}

/**
 * renderMarkdown with a disk cache keyed by the SHA-256 of the Markdown text, so a rebuild
 * after changing one post re-renders only that post. The cache is one JSON file, read once
 * and rewritten once per build with exactly the entries that build used: thousands of small
 * files cost more in file-system calls than the rendering they save, and old entries never pile up.
 * Without a folder it only counts: every text is rendered and nothing is stored.
 */
export async function markdownCache(dir: string | undefined) {
  const file = dir && path.join(dir, `${VERSION}.json`);
  // No folder, no file yet, or an empty one: start empty.
  const text = file ? await readFile(file, 'utf8').catch(() => '') : '';
  const parsed: unknown = text === '' ? {} : JSON.parse(text);
  // Entries the renderer could not have written are not used: they are rendered again.
  const stored = new Map(
    Object.entries(typeof parsed === 'object' && parsed !== null ? parsed : {}).filter((entry): entry is [string, RenderedMarkdown] =>
      couldBeRendered(entry[1]),
    ),
  );
  const used = new Map<string, RenderedMarkdown>();
  let rendered = 0;
  return {
    render(markdown: string): RenderedMarkdown {
      // The renderer's version is part of the key, as well as of the file name.
      const key = createHash('sha256').update(VERSION).update('\0').update(markdown).digest('base64url');
      let result = stored.get(key);
      if (!result) {
        result = renderMarkdown(markdown);
        rendered++;
      }
      used.set(key, result);
      return result;
    },
    /** How many Markdown texts were rendered rather than found in the cache. */
    get rendered() {
      return rendered;
    },
    /** Writes the entries this build used; a no-op when nothing changed. */
    async save() {
      if (!dir || !file || (rendered === 0 && used.size === stored.size)) return;
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so a build that stops half-way leaves the old cache whole.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(Object.fromEntries(used)));
      await rename(temp, file);
    },
  };
}
