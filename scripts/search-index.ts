// The blog search's full-text index: Pagefind reads the prerendered pages and writes its index
// beside them (pagefind/), one per language (<html lang>). Only the article bodies are in it
// (data-pagefind-body in src/screens/Article.tsx), each with its post's slug; the browser loads
// it only when a visitor types in the blog's search box (src/content/posts/bodySearch.ts).
import path from 'node:path';
import { close, createIndex } from 'pagefind';

/** Indexes the built site in `clientDir`; returns how many pages the index holds. */
export async function writeSearchIndex(clientDir: string): Promise<number> {
  try {
    const { index, errors } = await createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: clientDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${clientDir}: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await close();
  }
}
