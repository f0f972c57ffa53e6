// /admin/, the browser CMS, as the owner uses it: in Sveltia's local mode (docs/architecture.md, "Write in the
// browser"), on a copy of the site's posts. The folder the owner would pick in the browser's
// dialog (which a headless browser cannot show) is a folder in the browser's own private file
// system; the CMS reads and writes it through the same File System Access API. Then the content
// build must accept the files the CMS wrote.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser, watchCsp } from './harness.ts';
import { prepareSite } from '../../scripts/build-site.ts';
import { buildContent } from '../../scripts/content/build.ts';
import { POST_INDEX_FILE } from '../../src/content/pagePayload.ts';

const browser = useBrowser();
const REPO = 'repo';

/** Copies files into the browser's private folder `repo/`, with the `.git` the CMS looks for. */
async function seedRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ files, repoName }) => {
      const root = await navigator.storage.getDirectory();
      const repo = await root.getDirectoryHandle(repoName, { create: true });
      await repo.getDirectoryHandle('.git', { create: true });
      for (const [name, text] of Object.entries(files)) {
        const parts = name.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files, repoName: REPO },
  );
}

/** The files in `repo/<folder>` whose names start with `prefix`, with their text. */
async function readRepository(page: Page, folder: string, prefix: string): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ folder, prefix, repoName }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(repoName);
      for (const part of folder.split('/')) dir = await dir.getDirectoryHandle(part);
      const found: Record<string, string> = {};
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemFileHandle]> }).entries())
        if (name.startsWith(prefix)) found[name] = await (await handle.getFile()).text();
      return found;
    },
    { folder, prefix, repoName: REPO },
  );
}

describe('/admin/: the browser CMS', () => {
  it('is served from the site, with a policy of its own and noindex; the site keeps its own', async () => {
    const admin = await fetch(`${baseUrl()}/admin/`);
    expect(admin.status).toBe(200);
    const csp = admin.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('connect-src');
    expect(csp).toContain('https://api.github.com');
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https:)/);
    expect(admin.headers.get('x-robots-tag')).toContain('noindex');
    const html = await admin.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // Its script is the bundle the site serves, not a CDN's.
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    const home = await fetch(`${baseUrl()}/`);
    expect(home.headers.get('content-security-policy')).not.toContain('api.github.com');
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/admin');
  });

  it('creates a post in Danish and English in a local folder, and the content build accepts it', async () => {
    const { page, problems, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const violations = await watchCsp(page);
    const foreign: string[] = [];
    page.on('response', (response) => {
      // (A blob: address is the page's own, made in the page.)
      if (new URL(response.url()).origin !== new URL(baseUrl()).origin) foreign.push(response.url());
    });
    // The folder dialog, answered with the folder the test fills.
    await page.addInitScript((repoName) => {
      Object.assign(window, {
        showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repoName, { create: true }),
      });
    }, REPO);
    const site = await prepareSite({ name: 'cms' });
    try {
      const postsDir = path.join(site.contentDir, 'posts');
      const posts: Record<string, string> = {};
      for (const name of await readdir(postsDir)) posts[`content/posts/${name}`] = await readFile(path.join(postsDir, name), 'utf8');
      await page.goto('/admin/');
      await seedRepository(page, posts);
      await page.getByRole('button', { name: 'Arbejd med lokalt repository' }).click();
      // The posts already there are listed, each under its Danish title.
      const list = page.getByRole('grid', { name: 'Dokumenter' });
      await expect
        .poll(() => list.getByRole('row').count(), { timeout: 30_000 })
        .toBe(Object.keys(posts).filter((f) => !f.endsWith('.en.md')).length);

      await page.getByRole('button', { name: 'Opret nyt dokument' }).click();
      /** The editor of one language, its fields, and "add one more" that waits for the item to be there. */
      const inEditor = (language: string) => {
        const editor = page.getByRole('group', { name: new RegExp(`^Rediger indhold på.*${language}`) });
        const listField = (label: string) => editor.getByRole('group', { name: new RegExp(`^Feltet.*${label}`) });
        const add = async (label: string, item: string) => {
          const items = listField(label).getByRole('textbox', { name: item });
          const before = await items.count();
          await listField(label)
            .getByRole('button', { name: /^Tilføj/ })
            .click();
          await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(before + 1);
          return items.nth(before);
        };
        return { editor, listField, add };
      };
      // Danish: every field the build requires, a point list and a source.
      const danish = inEditor('Dansk');
      await danish.editor.getByRole('textbox', { name: 'Titel' }).fill('Når udlejer ikke betaler depositum tilbage');
      await danish.editor.getByRole('textbox', { name: 'Dato' }).fill('2026-01-15');
      await danish.editor.getByRole('combobox', { name: 'Retsområde' }).click();
      const area = page.getByRole('option').first();
      const areaName = (await area.textContent())?.trim() ?? '';
      await area.click();
      await danish.editor.getByRole('textbox', { name: 'Uddrag' }).fill('Sådan får du dit depositum tilbage, når du flytter.');
      await (await danish.add('Kort fortalt', 'Punkt')).fill('Udlejer skal betale depositum tilbage, når lejemålet er sat i stand.');
      await (await danish.add('Kort fortalt', 'Punkt')).fill('Skriv til udlejer, og gem en kopi af brevet.');
      await (await danish.add('Kilder', 'Navn')).fill('Lejeloven');
      await danish.listField('Kilder').getByRole('textbox', { name: /^Link/ }).fill('https://www.retsinformation.dk/eli/lta/2025/1');
      await danish.editor.getByRole('textbox', { name: 'Tekst' }).fill('Når du flytter, skal udlejer betale dit depositum tilbage.');
      await page.screenshot({ path: path.join(site.work, 'cms-da.png') });
      // English: the translated fields only, once the editor has switched language.
      await danish.editor.getByRole('radio', { name: 'Engelsk' }).click();
      const english = inEditor('Engelsk');
      await english.editor.getByRole('textbox', { name: 'Titel' }).fill('When the landlord does not pay back the deposit');
      await english.editor.getByRole('textbox', { name: 'Uddrag' }).fill('How to get your deposit back when you move out.');
      await (await english.add('Kort fortalt', 'Punkt')).fill('The landlord must pay back the deposit once the home is restored.');
      await (await english.add('Kort fortalt', 'Punkt')).fill('Write to the landlord and keep a copy of the letter.');
      await english.editor.getByRole('textbox', { name: 'Tekst' }).fill('When you move out, the landlord must pay back your deposit.');
      await page.screenshot({ path: path.join(site.work, 'cms-en.png') });
      await page.getByRole('button', { name: 'Gem', exact: true }).click();

      // The file name from the title, with å written as aa.
      const slug = 'naar-udlejer-ikke-betaler-depositum-tilbage';
      await expect
        .poll(async () => Object.keys(await readRepository(page, 'content/posts', slug)).sort(), { timeout: 15_000 })
        .toEqual([`${slug}.en.md`, `${slug}.md`]);
      const written = await readRepository(page, 'content/posts', slug);
      // Danish-only fields stay in the Danish file.
      expect(written[`${slug}.md`]).toContain(`category: ${areaName}`);
      expect(written[`${slug}.en.md`]).not.toMatch(/^(date|category|draft):/m);

      for (const [name, text] of Object.entries(written)) await writeFile(path.join(postsDir, name), text);
      const result = await buildContent({ contentDir: site.contentDir, generatedDir: site.generatedDir, shareImages: false });
      expect(result.posts).toBe(Object.keys(posts).filter((f) => !f.endsWith('.en.md')).length + 1);
      const index = JSON.parse(await readFile(path.join(site.generatedDir, 'public', POST_INDEX_FILE), 'utf8')) as {
        slug: string;
        en?: { title: string };
      }[];
      expect(index.find((post) => post.slug === slug)?.en?.title).toBe('When the landlord does not pay back the deposit');

      // Nothing came from another site: the CMS, its fonts and translations are the site's own.
      expect(foreign).toEqual([]);
      // What the policy blocked is only the CDN copies of the fonts the bundle also carries.
      expect(violations.filter((v) => !v.startsWith('font-src https://cdn.jsdelivr.net/'))).toEqual([]);
      expect(problems.filter((p) => !/Content Security Policy|Failed to load resource|githubstatus/.test(p))).toEqual([]);
    } finally {
      await close();
      await site.remove();
    }
  }, 120_000);
});
