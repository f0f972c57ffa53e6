import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts';

/** Bump when renderMarkdown's output changes, so no stale HTML is reused. */
const VERSION = 'markdown-v2';

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
  const stored = new Map(Object.entries(JSON.parse(text === '' ? '{}' : text) as Record<string, RenderedMarkdown>));
  const used = new Map<string, RenderedMarkdown>();
  let rendered = 0;
  return {
    render(markdown: string): RenderedMarkdown {
      const key = createHash('sha256').update(markdown).digest('base64url');
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
