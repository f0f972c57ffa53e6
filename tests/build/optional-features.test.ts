// What an owner may leave out (issue #56): no newsletter, no Instagram, no home teasers and no
// reviews yet. Every page of such a site, DA and EN, is read as built (no Instagram anywhere, no
// link to a page that is not there, no empty list), and the pages whose parts the app draws are
// opened in a browser: nothing empty shows after hydration either.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '@/content/schema';
import { buildSite, type TempSite } from '../../scripts/build-site.ts';
import { startStaticServer } from '../../scripts/static-server.ts';
import { openPage, useBrowser, waitForHydration } from '../browser/harness.ts';
import { asOwnersContent } from './owner-content.ts';

const siteUrl = 'https://mette.example.org';
const browser = useBrowser();
let site: (TempSite & { code: number; output: string }) | undefined;
let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;

beforeAll(async () => {
  site = await buildSite({
    name: 'optional-features',
    content: (dir) =>
      asOwnersContent(dir, {
        url: siteUrl,
        host: { name: 'Netlify, Inc.', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' },
        without: ['newsletter', 'instagram', 'homeTeasers', 'reviews'],
      }),
  });
  server = await startStaticServer({ dir: site.clientDir });
});
afterAll(async () => {
  await server?.close();
  await site?.remove();
});

/** Every page of the built site: its address and its HTML (the CMS and the Netlify form skeleton are not the site's pages). */
async function builtPages(dir: string): Promise<{ address: string; html: string }[]> {
  const files = (await readdir(dir, { recursive: true })).filter(
    (f) => f.endsWith('.html') && !f.startsWith('admin') && f !== '__forms.html',
  );
  return Promise.all(
    files.map(async (file) => ({ address: `/${file.replace(/index\.html$/, '')}`, html: await readFile(path.join(dir, file), 'utf8') })),
  );
}

/** The page's text as a reader meets it: no markup, no script or JSON. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]+>/g, ' ');

describe('a site without newsletter, Instagram, home teasers and reviews', () => {
  it('says nothing of Instagram, links only to pages that exist and shows no empty list, on every page in both languages', async () => {
    const pages = await builtPages(site!.clientDir);
    expect(pages.filter((p) => p.address.startsWith('/en/')).length).toBeGreaterThan(10);
    const files = new Set(pages.map((p) => p.address));
    for (const { address, html } of pages) {
      expect(visibleText(html), address).not.toMatch(/instagram/i);
      expect(html, address).not.toContain('instagram.com');
      // No newsletter box, and no list without items.
      expect(html, address).not.toMatch(/class="[^"]*\bnewsletter\b/);
      expect(html, address).not.toMatch(/<ul[^>]*>\s*<\/ul>/);
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        // The prerendered not-found page knows only its placeholder address (/404), which its
        // language links keep until the app reads the real one; the host answers it with that page.
        if (/(^|\/)404\.html$/.test(address) && /^(\/en)?\/404\/?$/.test(href!)) continue;
        const page = href!.endsWith('/') ? href! : null;
        // A page is a folder with its index.html; anything else is a file of the site.
        const exists = page
          ? files.has(page)
          : await readFile(path.join(site!.clientDir, href!)).then(
              () => true,
              () => false,
            );
        expect(exists, `${address} links to ${href!}`).toBe(true);
      }
    }
  });

  it('shows the newest posts as the home page’s teasers, and invites the first review instead of an empty list (DA and EN)', async () => {
    const index = JSON.parse(await readFile(path.join(site!.clientDir, 'post-index.json'), 'utf8')) as PostSummary[];
    const newest = [...index].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 2);
    const { page, problems, close } = await openPage(browser(), { baseURL: server!.url });
    for (const home of ['/', '/en/']) {
      await page.goto(home);
      await waitForHydration(page);
      const main = page.getByRole('main');
      for (const post of newest) expect(await main.locator(`a[href$="/blog/${post.slug}/"]`).count(), home).toBeGreaterThan(0);
      // After hydration too: no list without items, no newsletter, no Instagram.
      expect(await main.locator('ul:not(:has(li)), ol:not(:has(li))').count(), home).toBe(0);
      expect(await page.locator('.reviews__grid').count(), home).toBe(0);
      // The invitation: the button that opens the review form, beside the words that ask for one.
      expect(await page.locator('.reviews__write').count(), home).toBe(1);
      expect((await page.locator('body').innerText()).toLowerCase()).not.toContain('instagram');
    }
    await page.goto('/blog/');
    await waitForHydration(page);
    expect(await page.locator('.newsletter').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
