// The content build's three stages, each alone: load reads and checks each file on its own,
// check holds the files to each other and throws every problem at once, emit turns checked
// content into files without writing any.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from './check-content.ts';
import { ContentErrors } from './content-error.ts';
import { contentPaths } from './content-paths.ts';
import { emitContent } from './emit-content.ts';
import { loadContent } from './load-content.ts';
import { makeContent, validFiles } from './fixture/make-content.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function load(overrides: Record<string, string | null> = {}) {
  const contentDir = await makeContent(overrides);
  dirs.push(contentDir);
  return { contentDir, loaded: await loadContent({ contentDir, drafts: false, cwd: contentDir, today: '2026-01-01' }) };
}

/** A post that links to a post the content does not have: each file alone is fine. */
const linkToNowhere = { 'posts/anden-post.md': `${validFiles['posts/anden-post.md']!}\n[Videre](/blog/findes-ikke/)\n` };

describe('the content build in stages', () => {
  it('load: a file that cannot be read is left out, with its problem; the other files are read', async () => {
    const { loaded } = await load({ 'reviews.yaml': 'ikke: [en liste' });
    expect(loaded.reviews).toBeUndefined();
    expect(loaded.errors.map((e) => e.message).join('\n')).toContain('reviews.yaml');
    expect(loaded.site).toBeDefined();
    expect(loaded.posts.map((p) => p.summary.slug).sort()).toEqual(['anden-post', 'foerste-post']);
  });

  it('load: a link between posts is not its business', async () => {
    const { loaded } = await load(linkToNowhere);
    expect(loaded.errors).toEqual([]);
  });

  it('check: the files held to each other, every problem of both stages at once, naming file and field', async () => {
    const { loaded } = await load({ ...linkToNowhere, 'reviews.yaml': 'ikke: [en liste' });
    let thrown: unknown;
    try {
      checkContent(loaded, { drafts: false });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    const message = (thrown as ContentErrors).message;
    expect(message).toContain('posts/anden-post.md: field "body" links to /blog/findes-ikke/, but there is no post with that slug');
    expect(message).toContain('reviews.yaml');
  });

  it('check: complete content passes, its texts in both languages', async () => {
    const { loaded } = await load();
    const content = checkContent(loaded, { drafts: false });
    expect(Object.keys(content.texts.en).sort()).toEqual(Object.keys(content.texts.da).sort());
    expect([...content.slugs].sort()).toEqual(['anden-post', 'foerste-post']);
  });

  it('emit: every generated file by its path, nothing written', async () => {
    const { loaded } = await load();
    const { imageCacheDir, fontCacheDir, pictureCacheDir } = contentPaths();
    const generated = await readdir(contentPaths().generatedDir, { recursive: true });
    const { outputs, drawn } = await emitContent(checkContent(loaded, { drafts: false }), {
      basePath: '/',
      imageCacheDir,
      fontCacheDir,
      pictureCacheDir,
      shareImages: false,
    });
    expect(drawn).toBe(0);
    expect(outputs.get('public/post-data/anden-post.json')).toEqual(expect.stringContaining('"slug":"anden-post"'));
    expect(outputs.has('messages-da.ts')).toBe(true);
    expect([...outputs.keys()].filter((file) => path.isAbsolute(file))).toEqual([]);
    expect(await readdir(contentPaths().generatedDir, { recursive: true })).toEqual(generated);
  });
});
