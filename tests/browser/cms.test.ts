// /admin/, the browser CMS, as the owner uses it: in Sveltia's local mode (docs/architecture.md, "Write in the
// browser"), on a copy of the site's posts. The folder the owner would pick in the browser's
// dialog (which a headless browser cannot show) is a folder in the browser's own private file
// system; the CMS reads and writes it through the same File System Access API. Then the content
// build must accept the files the CMS wrote.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser, watchCsp } from './harness.ts';
import { prepareSite, type TempSite } from '../../scripts/build-site.ts';
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

const TITLE = 'Når udlejer ikke betaler depositum tilbage';
/** The file name from the title, with å written as aa. */
const SLUG = 'naar-udlejer-ikke-betaler-depositum-tilbage';
const POINTS = ['Udlejer skal betale depositum tilbage, når lejemålet er sat i stand.', 'Skriv til udlejer, og gem en kopi af brevet.'];
const BODY = 'Når du flytter, skal udlejer betale dit depositum tilbage.';
const SOURCE_URL = 'https://www.retsinformation.dk/eli/lta/2025/1';
/** Screenshots to look at after a run (gitignored). */
const SHOTS = path.resolve('.cache/shots');

type Editor = ReturnType<typeof editorOf>;

/**
 * What the CMS itself says that is not ours: the CDN fonts the policy blocks, githubstatus.com
 * (no network here), Chromium's note on the sandbox of Sveltia's preview frame, and Sveltia
 * 0.221.1's own TypeError when it marks the locale tabs after a save with English switched off
 * (Object.values of the off locale's validity; the file is saved all the same, as asserted).
 */
const notTheCmsOwn = (problem: string) =>
  !/Content Security Policy|Failed to load resource|githubstatus|allow-scripts and allow-same-origin|^pageerror: Cannot convert undefined or null to object$/.test(
    problem,
  );

/** The editor of one language, its fields, and "add one more" that waits for the item to be there. */
function editorOf(page: Page, language: string) {
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
}

/** /admin/ in local mode on a copy of the site's posts, a new post's editor open. */
async function openEditor() {
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
  return { page, problems, close, violations, foreign, site, posts, inEditor: (language: string) => editorOf(page, language) };
}

/** The preview pane's document: the post as its article shows it (scripts/content/cms-preview.js). */
const previewOf = (page: Page) => page.locator('iframe').first().contentFrame();

/** Every field the build requires of a Danish post, a point list and a source; answers the area chosen. */
async function fillDanish(page: Page, danish: Editor): Promise<string> {
  await danish.editor.getByRole('textbox', { name: 'Titel' }).fill(TITLE);
  await danish.editor.getByRole('textbox', { name: 'Dato' }).fill('2026-01-15');
  await danish.editor.getByRole('combobox', { name: 'Retsområde' }).click();
  const area = page.getByRole('option').first();
  const areaName = (await area.textContent())?.trim() ?? '';
  await area.click();
  await danish.editor.getByRole('textbox', { name: 'Uddrag' }).fill('Sådan får du dit depositum tilbage, når du flytter.');
  for (const point of POINTS) await (await danish.add('Kort fortalt', 'Punkt')).fill(point);
  await (await danish.add('Kilder', 'Navn')).fill('Lejeloven');
  await danish.listField('Kilder').getByRole('textbox', { name: /^Link/ }).fill(SOURCE_URL);
  await danish.editor.getByRole('textbox', { name: 'Tekst' }).fill(BODY);
  // The text editor hands its text to the entry a moment later: the preview shows it once it has.
  await expect.poll(() => previewOf(page).locator('.article__body').textContent(), { timeout: 10_000 }).toContain(BODY);
  return areaName;
}

/** The post's files as the CMS saved them, once exactly `names` are there; if they never are, what the screen and the folder show. */
async function savedFiles(page: Page, names: string[]): Promise<Record<string, string>> {
  await expect
    .poll(async () => Object.keys(await readRepository(page, 'content/posts', SLUG)).sort(), { timeout: 15_000 })
    .toEqual([...names].sort())
    .catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(SHOTS, 'cms-not-saved.png') });
      const files = Object.keys(await readRepository(page, 'content/posts', ''));
      throw new Error(
        `The CMS did not save ${names.join(', ')} (screen: .cache/shots/cms-not-saved.png); content/posts holds ${files.join(', ')}`,
        { cause: error },
      );
    });
  return readRepository(page, 'content/posts', SLUG);
}

/** The content build over the site's posts and the files the CMS wrote: it accepts them; answers its post index. */
async function buildWith(site: TempSite, written: Record<string, string>, posts: Record<string, string>) {
  const postsDir = path.join(site.contentDir, 'posts');
  for (const [name, text] of Object.entries(written)) await writeFile(path.join(postsDir, name), text);
  const result = await buildContent({ contentDir: site.contentDir, generatedDir: site.generatedDir, shareImages: false });
  expect(result.posts).toBe(Object.keys(posts).filter((f) => !f.endsWith('.en.md')).length + 1);
  return JSON.parse(await readFile(path.join(site.generatedDir, 'public', POST_INDEX_FILE), 'utf8')) as {
    slug: string;
    en?: { title: string };
  }[];
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
    const { page, problems, close, violations, foreign, site, posts, inEditor } = await openEditor();
    try {
      // Danish: every field the build requires, a point list and a source.
      const danish = inEditor('Dansk');
      const areaName = await fillDanish(page, danish);
      await page.screenshot({ path: path.join(SHOTS, 'cms-da-1280.png') });
      // English: one click away (a new post starts in Danish only), then the translated fields only.
      await danish.editor.getByRole('radio', { name: 'Engelsk (deaktiveret)' }).click();
      await page.getByRole('button', { name: /^Aktivér/ }).click();
      const english = inEditor('Engelsk');
      await english.editor.getByRole('textbox', { name: 'Titel' }).fill('When the landlord does not pay back the deposit');
      await english.editor.getByRole('textbox', { name: 'Uddrag' }).fill('How to get your deposit back when you move out.');
      // The lists start with as many empty items as the Danish ones have.
      const points = english.listField('Kort fortalt').getByRole('textbox', { name: 'Punkt' });
      await expect.poll(() => points.count()).toBe(POINTS.length);
      await points.nth(0).fill('The landlord must pay back the deposit once the home is restored.');
      await points.nth(1).fill('Write to the landlord and keep a copy of the letter.');
      const englishBody = 'When you move out, the landlord must pay back your deposit.';
      await english.editor.getByRole('textbox', { name: 'Tekst' }).fill(englishBody);
      await expect.poll(() => previewOf(page).locator('.article__body').textContent(), { timeout: 10_000 }).toContain(englishBody);
      // And the source, to translate: its name and the same act's address.
      await expect.poll(() => english.listField('Kilder').getByRole('textbox', { name: 'Navn' }).count()).toBe(1);
      await english.listField('Kilder').getByRole('textbox', { name: 'Navn' }).fill('The Rent Act');
      await english.listField('Kilder').getByRole('textbox', { name: /^Link/ }).fill(SOURCE_URL);
      await page.screenshot({ path: path.join(SHOTS, 'cms-en-1280.png') });
      await page.getByRole('button', { name: 'Gem', exact: true }).click();

      const written = await savedFiles(page, [`${SLUG}.en.md`, `${SLUG}.md`]);
      // Danish-only fields stay in the Danish file.
      expect(written[`${SLUG}.md`]).toContain(`category: ${areaName}`);
      expect(written[`${SLUG}.en.md`]).not.toMatch(/^(date|category|draft):/m);

      const index = await buildWith(site, written, posts);
      expect(index.find((post) => post.slug === SLUG)?.en?.title).toBe('When the landlord does not pay back the deposit');

      // Nothing came from another site: the CMS, its fonts and translations are the site's own.
      expect(foreign).toEqual([]);
      // What the policy blocked is only the CDN copies of the fonts the bundle also carries.
      expect(violations.filter((v) => !v.startsWith('font-src https://cdn.jsdelivr.net/'))).toEqual([]);
      expect(problems.filter(notTheCmsOwn)).toEqual([]);
    } finally {
      await close();
      await site.remove();
    }
  }, 120_000);

  it('saves a Danish-only post without a look at the English pane, previewed as its article shows it (issue #61)', async () => {
    const { page, problems, close, site, posts, inEditor } = await openEditor();
    try {
      // How the site shows an article's "Kort fortalt": its heading and type, on a built article page.
      const article = await page.context().newPage();
      const someSlug = Object.keys(posts)
        .find((f) => !f.endsWith('.en.md'))
        ?.replace(/^.*\/(.+)\.md$/, '$1');
      await article.goto(`/blog/${someSlug ?? ''}/`);
      const siteBrief = article.locator('.article__brief h2');
      const looks = (heading: Locator) =>
        heading.evaluate((h) => {
          const style = getComputedStyle(h);
          return { text: h.textContent, font: style.fontFamily, weight: style.fontWeight, colour: style.color };
        });
      const expected = await looks(siteBrief);
      await article.close();

      const danish = inEditor('Dansk');
      await fillDanish(page, danish);
      // The preview pane: the article's title, "Kort fortalt" with the points, the text and the sources, in the site's type.
      const preview = previewOf(page);
      await expect.poll(() => preview.locator('h1').textContent(), { timeout: 15_000 }).toBe(TITLE);
      await expect.poll(() => looks(preview.locator('.article__brief h2'))).toEqual(expected);
      expect(await preview.locator('.article__brief li').allTextContents()).toEqual(POINTS);
      expect(await preview.locator('.article__sources a').getAttribute('href')).toBe(SOURCE_URL);
      // Its type is loaded, not a fallback that happens to share the name's list.
      await expect
        .poll(() =>
          preview.locator('body').evaluate(async () => {
            await document.fonts.ready;
            return [...document.fonts].filter((f) => f.status === 'loaded' && !f.family.includes('Fallback')).length;
          }),
        )
        .toBeGreaterThan(0);
      await page.screenshot({ path: path.join(SHOTS, 'cms-preview-1280.png') });

      await page.getByRole('button', { name: 'Gem', exact: true }).click();
      const written = await savedFiles(page, [`${SLUG}.md`]);
      expect(written[`${SLUG}.md`]).toContain(`title: ${TITLE}`);
      const index = await buildWith(site, written, posts);
      expect(index.find((post) => post.slug === SLUG)).not.toHaveProperty('en');
      expect(problems.filter(notTheCmsOwn)).toEqual([]);
    } finally {
      await close();
      await site.remove();
    }
  }, 120_000);
});
