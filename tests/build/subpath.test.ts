// The site built for a sub-path (GitHub Pages project site: https://user.github.io/repo/)
// and served under it: links, assets, canonical URLs, sitemap, feed, router and 404 page.
// Its content is the site's own plus one post written in Danish only, as a future post may be.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href, hrefIn } from '@/routes/href';
import { areaIds } from '@/content/legalAreas';
import { readPostIndex } from '@/content/posts/readPosts';
import { buildSite, type TempSite } from '../../scripts/build-site.ts';
import { startStaticServer } from '../../scripts/static-server.ts';
import { en } from '@generated/messages-en';
import { activate, openPage, switchToEnglish, useBrowser, waitForHydration } from '../browser/harness.ts';
import { da } from '../browser/routes.ts';

const siteUrl = 'https://user.github.io/repo';
const browser = useBrowser();
const postIndex = await readPostIndex();
let site: TempSite | undefined;
let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;

const danishOnly = { slug: 'kun-paa-dansk', title: 'Et indlæg kun på dansk' };
const category = da[`area.${areaIds[0]!}` as keyof typeof da];

beforeAll(async () => {
  site = await buildSite({
    name: 'subpath',
    env: { BASE_PATH: '/repo/', SITE_URL: siteUrl },
    content: (dir) =>
      writeFile(
        path.join(dir, 'posts', `${danishOnly.slug}.md`),
        `---\ntitle: ${danishOnly.title}\ndate: 2025-01-02\ncategory: ${category}\nexcerpt: Kun på dansk.\nsummary: [Første punkt., Andet punkt.]\nreviewed: ${new Date().toISOString().slice(0, 10)}\n---\n\n## Afsnit\n\nTekst.\n`,
      ),
  });
  server = await startStaticServer({ dir: site.clientDir, base: '/repo/' });
});
afterAll(async () => {
  await server?.close();
  await site?.remove();
});

describe('built for /repo/', () => {
  it('navigates with the base in every URL and loads every asset', async () => {
    const { page, problems, close } = await openPage(browser(), { baseURL: undefined });
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${server!.url}/`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(da['hero.title']);
    await activate(page.getByRole('navigation', { name: da['nav.main'] }).getByRole('link', { name: da['nav.blog'] }));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/repo${href('blog')}`);
    await activate(page.getByRole('link', { name: postIndex[0]!.da.title, exact: true }));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/repo${href('post', { slug: postIndex[0]!.slug })}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(postIndex[0]!.da.title);
    for (const href of await page.locator('#article-body a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/repo\//);
    await page.goto(`${server!.url}/blog/`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(da['blog.title']);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('a post without an English version has no English page; the English list marks it and links to the Danish one', async () => {
    const danishPath = `/repo${href('post', { slug: danishOnly.slug })}`;
    const englishPath = `/repo${hrefIn('en', 'post', { slug: danishOnly.slug })}`;
    expect((await fetch(server!.url.replace(/\/repo$/, '') + englishPath)).status).toBe(404);
    // A page in one language names no alternates (hreflang); neither the sitemap nor the English feed names an English page.
    const html = await (await fetch(server!.url.replace(/\/repo$/, '') + danishPath)).text();
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${href('post', { slug: danishOnly.slug })}">`);
    expect(html).not.toContain('<link rel="alternate" hreflang');
    const sitemap = await (await fetch(`${server!.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(hrefIn('en', 'post', { slug: danishOnly.slug }));
    expect(await (await fetch(`${server!.url}/en/feed.xml`)).text()).not.toContain(danishOnly.slug);

    const { page, problems, close } = await openPage(browser(), { baseURL: undefined });
    await page.goto(`${server!.url}${href('post', { slug: danishOnly.slug })}`);
    await waitForHydration(page);
    // The switch leads to the English list, where the post is marked as Danish only.
    await switchToEnglish(page);
    expect(new URL(page.url()).pathname).toBe(`/repo${hrefIn('en', 'blog')}`);
    const card = page.locator('article.post-card', { has: page.getByRole('link', { name: danishOnly.title }) });
    expect(await card.getByText(en['post.danishOnly']).isVisible()).toBe(true);
    expect(await card.getByRole('heading').getAttribute('lang')).toBe('da');
    await activate(card.getByRole('link', { name: danishOnly.title }));
    await expect.poll(() => new URL(page.url()).pathname).toBe(danishPath);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(danishOnly.title);
    expect(problems).toEqual([]);
    await close();
  });

  it('serves its 404 page under the base, and unknown posts get the article not-found text', async () => {
    const { page, close } = await openPage(browser(), { baseURL: undefined });
    const response = await page.goto(`${server!.url}/findes-ikke`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    expect(await page.getByRole('link', { name: da['notFound.home'] }).getAttribute('href')).toBe('/repo/');
    await page.goto(`${server!.url}/blog/findes-ikke`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(da['article.notFoundTitle']);
    await close();
  });

  it('uses the sub-path URL for canonical links, the sitemap and the feed', async () => {
    const html = await (await fetch(`${server!.url}${href('blog')}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${href('blog')}">`);
    expect(html).toContain('href="/repo/favicon.svg"');
    const sitemap = await (await fetch(`${server!.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${siteUrl}/</loc>`);
    expect(sitemap).not.toMatch(/<loc>https:\/\/user\.github\.io\/(?!repo)/);
    const feed = await (await fetch(`${server!.url}/feed.xml`)).text();
    expect(feed).toContain(`<link>${siteUrl}${href('post', { slug: postIndex[0]!.slug })}</link>`);
  });
});
