// `npm run dev` as the owner uses it: drafts and posts dated ahead shown, every save seen (a rename-save too), and a
// content error (or what would stop publishing) in the browser's overlay until it is fixed. A real `vike dev` on a copy of the
// content, driven by Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.ts';
import { prepareSite, type TempSite } from '../../scripts/build-site.ts';
import { formatDate } from '../../src/i18n/formatDate.ts';

const slug = 'kladde-til-test';
const scheduledSlug = 'planlagt-til-test';
const scheduledDate = '2999-01-01';
// Unset if beforeAll failed half-way: afterAll cleans up what there is.
let site: TempSite | undefined;
let dev: ChildProcess | undefined;
let output = '';
let origin = '';
let browser: Browser | undefined;
/** The published post the draft was made from. */
let published = '';

/** A port nobody listens on, from the system. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Polls until `check` holds; the test's timeout bounds it. */
async function until<T>(check: () => Promise<T | null | undefined>, what: string): Promise<T> {
  for (;;) {
    const value = await check().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (dev?.exitCode !== null) throw new Error(`vike dev stopped while waiting for ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postData = async () => {
  const response = await fetch(`${origin}/post-data/${slug}.json`);
  return response.ok ? ((await response.json()) as { summary: { draft?: boolean; da: { title: string } } }) : null;
};

beforeAll(async () => {
  // A draft beside the owner's posts, made from one of them.
  const prepared = await prepareSite({
    name: 'dev-server',
    content: async (dir) => {
      const danish = (await readdir(path.join(dir, 'posts'))).find((name) => name.endsWith('.md') && !name.endsWith('.en.md'));
      if (!danish) throw new Error('content/posts holds no post to copy');
      published = path.join(dir, 'posts', danish);
      const source = await readFile(path.join(dir, 'posts', danish), 'utf8');
      await writeFile(
        path.join(dir, 'posts', `${slug}.md`),
        source.replace(/^title: .*$/m, 'title: "Udkast nummer 1"').replace(/^---\n/, '---\ndraft: true\n'),
      );
      // And one written ahead: complete, dated after today.
      await writeFile(
        path.join(dir, 'posts', `${scheduledSlug}.md`),
        source.replace(/^title: .*$/m, 'title: "Planlagt nummer 1"').replace(/^date: .*$/m, `date: ${scheduledDate}`),
      );
    },
  });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  site = prepared;
  const child = spawn(path.resolve('node_modules/.bin/vike'), ['dev', '--port', String(port), '--strictPort'], {
    env: prepared.env,
    stdio: 'pipe',
  });
  dev = child;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(async () => ((await fetch(origin)).ok ? true : null), 'the dev server');
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  dev?.kill();
  await site?.remove();
});

const postFile = () => {
  if (!site) throw new Error('no site');
  return path.join(site.contentDir, 'posts', `${slug}.md`);
};
/**
 * Starts closing a page without waiting for it: closing is not what these tests test, and in a
 * full suite one close waited out a whole test's 240 s (its step report said "closing the pages").
 * The browser's close in afterAll ends whatever is left.
 */
const letGo = (page: { close: () => Promise<void> }) => void page.close().catch(() => undefined);

const newPage = () => {
  if (!browser) throw new Error('no browser');
  return browser.newPage();
};

/**
 * What Vite's error overlay says, or null when there is none (it lives in a shadow root).
 * Bounded: while Vite reloads the page, evaluate waits for the next document, and expect.poll
 * waits for a read that never returns past its own timeout (on a busy CI machine it did).
 */
const overlayText = (page: Page) =>
  Promise.race([
    page
      .evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message')?.textContent ?? null)
      .catch(() => 'reloading'),
    new Promise<string>((resolve) => setTimeout(() => resolve('reloading'), 2_000)),
  ]);

/** Saves as vim and JetBrains do: a new file, renamed over the old one. */
async function renameSave(text: string) {
  const aside = `${postFile()}.swp`;
  await writeFile(aside, text);
  await rename(aside, postFile());
}

describe('npm run dev', () => {
  it('shows a draft, marked as one', async () => {
    expect((await until(postData, 'the draft')).summary.draft).toBe(true);
    const page = await newPage();
    await page.goto(`${origin}/blog/${slug}/`);
    await expect.poll(() => page.locator('.article__meta .draft-mark').textContent()).toBe('Kladde');
    // A post dated ahead is on the blog, marked with the day it goes out.
    await page.goto(`${origin}/blog/`);
    const card = page.locator('.post-card', { has: page.locator(`a[href$="/blog/${scheduledSlug}/"]`) });
    await expect.poll(() => card.locator('.draft-mark').textContent()).toContain(formatDate(scheduledDate, 'da'));
    letGo(page);
  }, 60_000);

  it('keeps showing the draft while a production build runs beside it', async () => {
    if (!site) throw new Error('no site');
    const built = await new Promise<{ code: number | null; log: string }>((resolve) => {
      const build = spawn(path.resolve('node_modules/.bin/vike'), ['build'], { env: site!.env, stdio: 'pipe' });
      let log = '';
      build.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      build.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      build.on('close', (code) => resolve({ code, log }));
    });
    expect(built.code, built.log).toBe(0);
    // The build left the draft out of its own files, and the dev server still has it.
    expect(await readdir(path.join(site.generatedDir, 'public', 'post-data'))).not.toContain(`${slug}.json`);
    expect((await postData())?.summary.draft).toBe(true);
    const page = await newPage();
    await page.goto(`${origin}/blog/${slug}/`);
    await expect.poll(() => page.locator('.article__meta .draft-mark').textContent()).toBe('Kladde');
    letGo(page);
  }, 120_000);

  // Each save is a content build; three of them took more than 60 s once, beside a full suite and
  // the seeded-fault runs on two cores. Say which save it waited for, and what the server said.
  it('sees every save, rename-saves included', async () => {
    const original = await readFile(postFile(), 'utf8');
    let waiting = '';
    onTestFailed(async () =>
      console.error(
        `dev-server test waited for ${waiting}; the post's title: ${(await postData().catch(() => null))?.summary.da.title}; vike dev said:\n${output.slice(-4000)}`,
      ),
    );
    for (const n of [2, 3, 4]) {
      waiting = `save ${n}`;
      await renameSave(original.replace('Udkast nummer 1', `Udkast nummer ${n}`));
      await until(async () => ((await postData())?.summary.da.title === `Udkast nummer ${n}` ? true : null), waiting);
    }
  }, 120_000);

  it('shows a content error in the browser, naming file and field, until it is fixed', async () => {
    // It once ran out its 240 s in a full suite and never alone: say where it waited, and what the server said.
    let step = 'opening the article';
    onTestFailed(() => console.error(`dev-server test stopped while ${step}; vike dev said:\n${output.slice(-4000)}`));
    const good = await readFile(postFile(), 'utf8');
    const page = await newPage();
    await page.goto(`${origin}/blog/${slug}/`);
    await page.locator('h1').waitFor();
    step = 'waiting for the date error in the overlay';
    await renameSave(good.replace(/^date: .*$/m, 'date: 2025-02-30'));
    await expect.poll(() => overlayText(page), { timeout: 30_000 }).toContain(`${slug}.md: field "date" is not a real calendar date`);
    // A page opened after the error shows it too.
    step = 'opening a second page during the error';
    const later = await newPage();
    await later.goto(`${origin}/`);
    await expect.poll(() => overlayText(later), { timeout: 30_000 }).toContain('field "date"');
    step = 'waiting for the fixed post to clear the overlay';
    await renameSave(good);
    await expect.poll(() => overlayText(page), { timeout: 30_000 }).toBeNull();
    // Not only a draft's: an error in a data file, which stops the content build, shows the same way.
    const siteFile = path.join(site!.contentDir, 'site.yaml');
    const siteYaml = await readFile(siteFile, 'utf8');
    step = 'waiting for the site.yaml error in the overlay';
    await writeFile(siteFile, siteYaml.replace(/^retentionMonths: .*$/m, 'retentionMonths: tolv'));
    await expect.poll(() => overlayText(page), { timeout: 30_000 }).toContain('site.yaml: field "retentionMonths"');
    step = 'waiting for the fixed site.yaml to clear the overlay';
    await writeFile(siteFile, siteYaml);
    await expect.poll(() => overlayText(page), { timeout: 30_000 }).toBeNull();
    letGo(page);
    letGo(later);
    // Five waits of up to 30 s each, and two page loads, on a dev server that compiles on demand.
  }, 240_000);

  it('says in the overlay that publishing would fail while a published post links to a draft', async () => {
    const text = await readFile(published, 'utf8');
    const page = await newPage();
    await page.goto(`${origin}/`);
    await page.locator('h1').waitFor();
    await writeFile(published, `${text}\nSe også [udkastet](/blog/${slug}/).\n`);
    // Both in the overlay at once: read again until they are (the overlay may say "reloading" between reads).
    await expect
      .poll(
        async () => {
          const shown = (await overlayText(page)) ?? '';
          return shown.includes(`links to /blog/${slug}/, which is a draft: publish it first`) && shown.includes('Publishing would fail');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await writeFile(published, text);
    await expect.poll(() => overlayText(page), { timeout: 30_000 }).toBeNull();
    letGo(page);
  }, 120_000);
});
