// English at its own address: /en/… pages prerendered in English, the switch as a link between
// the two, hreflang pairs and the English feed. Expectations come from the generated data.
import { describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { site } from '@generated/site';
import { readPost, readPostIndex } from '@/content/posts/readPosts';
import { hrefIn } from '@/routes/href';
import { sitePageValues } from '@/routes/sitePageValues';
import { sitePages } from '@/routes/sitePaths';
import { navItems } from '@/routes/navItems';
import { baseUrl, openPage, switchToEnglish, useBrowser, waitForHydration } from './harness.ts';
import { da, englishPostSlugs, postSlugs } from './routes.ts';

const browser = useBrowser();
const pages = sitePages(sitePageValues(postSlugs, englishPostSlugs));

/** The hreflang links of a page's HTML, by language. */
async function alternatesOf(path: string): Promise<Record<string, string>> {
  const html = await (await fetch(baseUrl() + path)).text();
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
  return Object.fromEntries(links.map((m): [string, string] => [m[1] ?? '', m[2] ?? '']));
}

describe('English pages', () => {
  it('/en/ shows the first-visit dialog, its quick exit and its thank-you toast in English', async () => {
    const { page, close } = await openPage(browser(), { disclaimer: 'show' });
    await page.goto(hrefIn('en', 'home'));
    const dialog = page.getByRole('dialog', { name: en['disclaimerDialog.title'] });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: en['exit.button'] }).count()).toBe(1);
    expect(await dialog.textContent()).toContain(en['disclaimerDialog.text1']);
    await dialog.getByRole('button', { name: en['disclaimerDialog.accept'] }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: en['disclaimerDialog.toastTitle'] });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(en['disclaimerDialog.toastText']);
    await close();
  });

  it('/en/kontakt/ is English without JavaScript: language, texts and links', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    const response = await page.goto(hrefIn('en', 'contact'));
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en['contact.title']);
    const nav = page.getByRole('navigation', { name: en['nav.main'] });
    expect(await nav.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual(
      navItems.map((item) => [en[item.label], hrefIn('en', item.name)]),
    );
    // The menu marks the page as the Danish one does: by its path without the language.
    expect(await nav.locator('[aria-current="page"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      hrefIn('en', 'contact'),
    ]);
    // The switch is a link to the Danish twin, and marks English as the current language.
    const group = page.getByRole('group', { name: en['lang.label'] });
    expect(await group.getByRole('link', { name: 'DA', exact: true }).getAttribute('href')).toBe(hrefIn('da', 'contact'));
    expect(await group.getByRole('link', { name: 'EN', exact: true }).getAttribute('aria-current')).toBe('true');
    await close();
  });

  it('the not-found page speaks the language of the path it was asked for, without JavaScript', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    const english = await page.goto('/en/findes-ikke/');
    expect(english?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('navigation', { name: en['nav.main'] }).getByRole('link').first().textContent()).toBe(en['nav.home']);
    const danish = await page.goto('/findes-ikke/');
    expect(danish?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('da');
    await close();
  });

  it('the switch on an article goes to its English page without a reload, at the same heading; / is Danish again', async () => {
    const posts = await Promise.all(englishPostSlugs.map(readPost));
    // An article with at least two sections below its title, so there is a heading to keep.
    const post = posts.find((p) => p && (p.body.en?.match(/<h2/g)?.length ?? 0) >= 2 && (p.body.da.match(/<h2/g)?.length ?? 0) >= 2);
    expect(post, 'an article with an English version and two sections').toBeTruthy();
    const { slug } = post!.summary;
    const { page, problems, close } = await openPage(browser(), { viewport: { width: 375, height: 700 } });
    await page.goto(hrefIn('da', 'post', { slug }));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    // Read from the second section of the body: its heading at the top of the window.
    const headings = page.locator('main h1, main h2, main h3');
    const second = page.locator('#article-body h2').nth(1);
    const index = await second.evaluate((h) => [...document.querySelectorAll('main h1, main h2, main h3')].indexOf(h));
    await second.evaluate((h) => window.scrollBy(0, h.getBoundingClientRect().top - 80));
    await expect.poll(() => second.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(80);
    // Tapped where it is in the sticky bar, as a finger does (a locator's click would scroll first).
    const box = await page.getByRole('link', { name: 'EN', exact: true }).boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect.poll(() => new URL(page.url()).pathname).toBe(hrefIn('en', 'post', { slug }));
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post!.summary.en!.title);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The same section's heading, now in English, where the Danish one was.
    const top = await headings.nth(index).evaluate((h) => h.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
    const indexNow = await page
      .locator('#article-body h2')
      .nth(1)
      .evaluate((h) => [...document.querySelectorAll('main h1, main h2, main h3')].indexOf(h));
    expect(indexNow).toBe(index);

    // The choice is not kept: opening / again is Danish.
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('da');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(da['hero.title']);
    expect(problems).toEqual([]);
    await close();
  });

  it('every page names its twin with hreflang, and the pairs are reciprocal; a page in one language names none', async () => {
    for (const { path, lang, alternates } of pages) {
      const links = await alternatesOf(path);
      if (alternates.en === alternates.da) {
        expect(links, path).toEqual({});
        continue;
      }
      expect(links, path).toEqual({
        da: site.url + alternates.da,
        en: site.url + alternates.en,
        'x-default': site.url + alternates.da,
      });
      // The twin names this page back, for this page's language.
      const back = await alternatesOf(links[lang === 'da' ? 'en' : 'da']!.slice(site.url.length));
      expect(back[lang], path).toBe(site.url + path);
    }
  });

  it('the English feed lists the translated posts in English, at their English addresses', async () => {
    const xml = await (await fetch(`${baseUrl()}/en/feed.xml`)).text();
    expect(xml).toContain('<language>en</language>');
    const translated = (await readPostIndex()).filter((p) => p.en);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(translated.map((p) => site.url + hrefIn('en', 'post', { slug: p.slug })));
    for (const post of translated) expect(xml).toContain(post.en!.title.replace(/&/g, '&amp;'));
    // The English blog names it in its head and links it on the page.
    const html = await (await fetch(baseUrl() + hrefIn('en', 'blog'))).text();
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" [^>]*href="\/en\/feed\.xml">/);
    expect(html).toMatch(/<main[\s\S]*<a href="\/en\/feed\.xml">/);
  });

  it('switching from an English page back to Danish keeps the query (the chosen area on /kontakt/)', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${hrefIn('en', 'contact')}?omraade=x`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'DA', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${hrefIn('da', 'contact')}?omraade=x`);
    await page.getByRole('heading', { level: 1, name: da['contact.title'] }).waitFor();
    await switchToEnglish(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en['contact.title']);
    await close();
  });
});
