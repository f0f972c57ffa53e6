// Full-page screenshots of every page of the built site, at 375 and 1280 px wide, in Danish and
// English, for looking at the site as a visitor does (issue #17):
//   npm run build && npm run screenshots -- [label] [paths]   → .cache/screenshots/<label>/<width>-<lang>-<page>.png
// The label (default "latest") keeps a before and an after apart. The disclaimer is accepted first,
// so it does not cover every picture; `dialog` adds one picture of it per width.
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PostSummary } from '../src/content/schema.ts';
import { contentPaths } from './content/content-paths.ts';
import { sitePaths } from '../src/routes/sitePaths.ts';
import { sitePageValues } from '../src/routes/sitePageValues.ts';
import { splitLanguage } from '../src/i18n/languagePath.ts';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

const label = process.argv[2] ?? 'latest';
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.cache', 'screenshots', label);
const { clientDir: dir, generatedDir } = contentPaths();

const posts = JSON.parse(await readFile(path.join(generatedDir, 'public', 'post-index.json'), 'utf8')) as PostSummary[];
// An optional second argument keeps only the pages whose path contains one of its comma-separated parts.
const only = process.argv[3]?.split(',');
// Every page in both languages, each at its own address (/kontakt/, /en/kontakt/).
const values = sitePageValues(
  posts.map((p) => p.slug),
  posts.filter((p) => p.en).map((p) => p.slug),
);
const pages = [...sitePaths(values), '/findes-ikke', '/en/findes-ikke'].filter((page) => !only || only.some((part) => page.includes(part)));
const name = (page: string) => {
  const { lang, path: rest } = splitLanguage(page);
  return `${lang}-${rest === '/' ? 'home' : rest.slice(1).replace(/\/$/, '').replace(/\//g, '_')}`;
};

/**
 * The faces are `font-display: optional`: a page whose fonts are not in the cache within Chrome's
 * first ~100 ms keeps the fallback, as a first visit on a slow line does. Pictures of the design
 * want the faces, so the context's cache gets them first.
 */
async function warmFonts(page: Page) {
  await page.goto(server.url + '/findes-ikke');
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  });
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const browser = await launchChromium();
const server = await startStaticServer({ dir });
try {
  for (const width of [375, 1280]) {
    {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce', locale: 'da-DK' });
      await context.addInitScript(() => window.localStorage.setItem('disclaimerAccepted', 'true'));
      const page = await context.newPage();
      await warmFonts(page);
      for (const path_ of pages) {
        await page.goto(server.url + path_);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(out, `${width}-${name(path_)}.png`), fullPage: true });
      }
      await context.close();
    }
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce', locale: 'da-DK' });
    const page = await context.newPage();
    await warmFonts(page);
    await page.goto(server.url + '/');
    await page.locator('dialog[open]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(out, `${width}-da-dialog.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Screenshots of ${pages.length} pages in ${path.relative(process.cwd(), out)}/`);
