import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from './build.ts';
import { makeContent, validFiles } from './fixture/make-content.ts';
import { markdownCache } from './markdown-cache.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** A content folder, an output folder and a Markdown cache, and a build of them. */
async function cachedSite() {
  const contentDir = await makeContent();
  const generatedDir = await mkdtemp(path.join(tmpdir(), 'jv-gen-'));
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'jv-cache-'));
  dirs.push(contentDir, generatedDir, cacheDir);
  return { contentDir, generatedDir, cacheDir, build: () => buildContent({ contentDir, generatedDir, cacheDir, shareImages: false }) };
}

describe('Markdown cache', () => {
  it('renders every post once, then only the post that changed', async () => {
    const { contentDir, generatedDir, cacheDir, build } = await cachedSite();
    expect((await build()).rendered).toBe(2);
    expect((await build()).rendered).toBe(0);
    const changed = path.join(contentDir, 'posts/foerste-post.md');
    await writeFile(changed, validFiles['posts/foerste-post.md']! + '\nEt nyt afsnit.\n');
    const third = await build();
    expect(third.rendered).toBe(1);
    expect(await readFile(path.join(generatedDir, 'public/post-data/foerste-post.json'), 'utf8')).toContain('Et nyt afsnit.');
    // The cache holds what the last build used, so an old version of a post does not linger.
    expect(await readdir(cacheDir)).toHaveLength(1);
  });

  it('renders again what a tampered cache holds, so no HTML it injects reaches a page', async () => {
    const { generatedDir, cacheDir, build } = await cachedSite();
    await build();
    const [file] = await readdir(cacheDir);
    const cacheFile = path.join(cacheDir, file!);
    const cache = JSON.parse(await readFile(cacheFile, 'utf8')) as Record<string, { html: string }>;
    const injected = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
    ];
    Object.values(cache).forEach((entry, i) => (entry.html += injected[i % injected.length] ?? ""));
    await writeFile(cacheFile, JSON.stringify(cache));
    expect((await build()).rendered).toBe(2);
    for (const slug of ['foerste-post', 'anden-post']) {
      const post = await readFile(path.join(generatedDir, `public/post-data/${slug}.json`), 'utf8');
      for (const html of injected) expect(post).not.toContain(html.replace(/"/g, '\\"'));
      expect(post).not.toMatch(/alert\(1\)|evil\.example/);
    }
  });
  it('trusts no entry that holds what the renderer never writes', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'jv-cache-'));
    dirs.push(cacheDir);
    const injected = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<img/onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a/href="javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="//evil.example/">x</a>',
      '<img src="/a.png" srcset="https://evil.example/a.png 2x">',
      '<p style="background:url(https://evil.example/)">x</p>',
      '<button formaction="https://evil.example/">x</button>',
      '<iframe src="https://evil.example"></iframe>',
    ];
    const texts = injected.map((_, i) => `Afsnit ${i}: [et link](/blog/x/), [et andet](https://example.dk) og ![et billede](/images/a.png).\n`);
    const renderAll = async () => {
      const cache = await markdownCache(cacheDir);
      const html = texts.map((text) => cache.render(text).html);
      await cache.save();
      return { rendered: cache.rendered, html };
    };
    await renderAll();
    // What the renderer wrote is trusted: the next run renders nothing.
    expect((await renderAll()).rendered).toBe(0);
    const [file] = await readdir(cacheDir);
    const cacheFile = path.join(cacheDir, file!);
    const cache = JSON.parse(await readFile(cacheFile, 'utf8')) as Record<string, { html: string }>;
    Object.values(cache).forEach((entry, i) => (entry.html += injected[i] ?? ''));
    await writeFile(cacheFile, JSON.stringify(cache));
    // Each injection alone makes its entry untrusted.
    const again = await renderAll();
    expect(again.rendered).toBe(injected.length);
    expect(again.html.join('')).not.toMatch(/alert|evil\.example|style=|srcset=|formaction=/);
  });
});
