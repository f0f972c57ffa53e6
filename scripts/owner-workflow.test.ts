// The owner's contract: adding one Markdown file is all it takes to publish a post, and a
// bad file stops the build naming the file and the field. Builds real sites into temp dirs.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const temp: string[] = [];
afterAll(async () => {
  await Promise.all(temp.map((d) => rm(d, { recursive: true, force: true })));
});

/** A copy of the real content/ plus the given files, built into its own output folder. */
async function buildWith(files: Record<string, string>) {
  // Inside the project: Vike's prerender cannot find a server build outside its root.
  await mkdir(path.join(root, '.cache'), { recursive: true });
  const work = await mkdtemp(path.join(root, '.cache', 'owner-'));
  temp.push(work);
  const contentDir = path.join(work, 'content');
  await cp(path.join(root, 'content'), contentDir, { recursive: true });
  for (const [rel, text] of Object.entries(files)) await writeFile(path.join(contentDir, rel), text);
  const env = { ...process.env, CONTENT_DIR: contentDir, GENERATED_DIR: path.join(work, 'generated'), OUT_DIR: path.join(work, 'dist') };
  const run = (script: string) => exec('npm', ['run', '--silent', script], { cwd: root, env, maxBuffer: 1 << 26 });
  const result = await run('build').then(
    (r) => ({ code: 0, stderr: r.stderr }),
    (e: unknown) => {
      const failed = e as { code: number; stderr: string; stdout: string };
      return { code: failed.code, stderr: failed.stderr + failed.stdout };
    },
  );
  return { ...result, client: path.join(work, 'dist', 'client') };
}

const newPost = `---
title: "Huslejestigning: Hvad må udlejer?"
date: 2099-01-15
category: Lejeret
excerpt: "Sådan tjekker du, om en huslejestigning er lovlig."
---

## Hvornår må huslejen stige?

Læs også [guiden til lejekontrakten](/blog/lejekontrakt-guide).
`;

describe('owner workflow', () => {
  it('a new Markdown file appears in the list, as its own page and in the feed', async () => {
    const { code, stderr, client } = await buildWith({ 'posts/huslejestigning.md': newPost });
    expect(code, stderr).toBe(0);
    const list = await readFile(path.join(client, 'blog/index.html'), 'utf8');
    expect(list).toContain('Huslejestigning: Hvad må udlejer?');
    expect(list).toContain('href="/blog/huslejestigning"');
    const page = await readFile(path.join(client, 'blog/huslejestigning/index.html'), 'utf8');
    expect(page).toContain('<h1>Huslejestigning: Hvad må udlejer?</h1>');
    expect(page).toContain('<h2>Hvornår må huslejen stige?</h2>');
    const feed = await readFile(path.join(client, 'feed.xml'), 'utf8');
    expect(feed).toContain('<link>https://www.example.dk/blog/huslejestigning</link>');
  }, 120_000);

  it('a post with a bad frontmatter field stops the build, naming file and field', async () => {
    const bad = newPost.replace('category: Lejeret', 'category: Husleje');
    const { code, stderr } = await buildWith({ 'posts/huslejestigning.md': bad });
    expect(code).not.toBe(0);
    expect(stderr).toContain('posts/huslejestigning.md: field "category" must be one of');
  }, 120_000);
});
