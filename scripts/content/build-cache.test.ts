import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from './build.ts';
import { makeContent, validFiles } from './fixture/make-content.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('Markdown cache', () => {
  it('keeps one entry per distinct Markdown body and adds one when a post changes', async () => {
    const contentDir = await makeContent();
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-gen-'));
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'jv-cache-'));
    dirs.push(contentDir, generatedDir, cacheDir);
    await buildContent({ contentDir, generatedDir, cacheDir });
    expect(await readdir(cacheDir)).toHaveLength(2);
    await buildContent({ contentDir, generatedDir, cacheDir });
    expect(await readdir(cacheDir)).toHaveLength(2);
    await writeFile(path.join(contentDir, 'posts/foerste-post.md'), validFiles['posts/foerste-post.md'] + '\nEt nyt afsnit.\n');
    await buildContent({ contentDir, generatedDir, cacheDir });
    expect(await readdir(cacheDir)).toHaveLength(3);
  });
});
