import { inSentence } from '@/i18n/inSentence';
// The article page around the body: its contents list, the related articles at its end, and the
// language switch that keeps the reader's place. Expectations come from the generated data
// (post-index.json, each post's file), or from a post the test changes on its way to the page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { readPost, readPostIndex } from '@/content/posts/readPosts';
import { CONTENTS_FROM } from '@/content/schema';
import type { Language, Post } from '@/content/schema';
import { areaKey } from '@/i18n/translate';
import { hrefIn } from '@/routes/href';
import { postFile } from '@/content/pagePayload';
import { openPage, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const postIndex = await readPostIndex();
const posts = await Promise.all(postIndex.map(async (summary) => ({ summary, post: (await readPost(summary.slug))! })));
const texts = { da, en };

/** The pages of every post: Danish, and English where there is a translation. */
const pages = posts.flatMap(({ summary, post }) =>
  (['da', 'en'] as const).filter((lang) => lang === 'da' || summary.en).map((lang) => ({ lang, slug: summary.slug, post })),
);

const sectionCount = (post: Post, lang: Language) => ((lang === 'en' ? post.body.en : post.body.da) ?? '').match(/<h2[\s>]/g)?.length ?? 0;

/** The body's section headings and the contents list's links, as the page shows them. */
async function contentsOf(page: Page, lang: Language) {
  const nav = page.getByRole('navigation', { name: texts[lang]['article.contents'], exact: true });
  const headings = await page.locator('#article-body h2').evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent })));
  const links =
    (await nav.count()) === 0
      ? null
      : await nav.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })));
  return { nav, headings, links };
}

describe('contents list', () => {
  it('lists every section of a long article as a link to its heading, in the HTML, in both languages; none for a short one', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    for (const { lang, slug, post } of pages) {
      await page.goto(hrefIn(lang, 'post', { slug }));
      const { headings, links } = await contentsOf(page, lang);
      expect(headings.length, `${lang} ${slug}`).toBe(sectionCount(post, lang));
      if (headings.length < CONTENTS_FROM) {
        expect(links, `${lang} ${slug}: ${headings.length} sections`).toBeNull();
        continue;
      }
      // Each heading has its own id, and the list leads to each, in order, with its words.
      expect(new Set(headings.map((h) => h.id)).size, `${lang} ${slug}`).toBe(headings.length);
      expect(links, `${lang} ${slug}`).toEqual(headings.map((h) => ({ href: `#${h.id}`, text: h.text })));
      // A landmark of its own name: one on the page, placed before the body.
      expect(await page.getByRole('navigation', { name: texts[lang]['article.contents'] }).count()).toBe(1);
      expect(await page.locator('nav[aria-labelledby] ~ #article-body').count(), `${lang} ${slug}`).toBe(1);
    }
    await close();
  });

  it('shows the list the content build gave the post, after a navigation too: none without one', async () => {
    const { slug, post } = pages.find((p) => p.lang === 'da')!;
    const { page, problems, close } = await openPage(browser());
    // The post as the browser fetches it on a navigation, its body swapped for one with n sections
    // and its contents as the build writes them (which bodies get one: scripts/content/build.test.ts).
    let sections = 3;
    await page.route(`**/${postFile(slug)}`, (route) => {
      const list = Array.from({ length: sections }, (_, i) => ({ id: `afsnit-${i + 1}`, title: `Afsnit ${i + 1}` }));
      const body = list.map(({ id, title }) => `<h2 id="${id}">${title}</h2><p>Tekst.</p>`).join('');
      const contents = sections >= CONTENTS_FROM ? { da: list } : undefined;
      return route.fulfill({ json: { ...post, body: { da: body }, facts: { ...post.facts, contents } } });
    });
    for (const n of [3, 4]) {
      sections = n;
      await page.goto(hrefIn('da', 'blog'));
      await waitForHydration(page);
      await page.getByRole('link', { name: post.summary.da.title, exact: true }).click();
      await expect.poll(async () => (await contentsOf(page, 'da')).headings.length).toBe(n);
      const { links } = await contentsOf(page, 'da');
      if (n < CONTENTS_FROM) expect(links).toBeNull();
      else expect(links).toEqual(Array.from({ length: n }, (_, i) => ({ href: `#afsnit-${i + 1}`, text: `Afsnit ${i + 1}` })));
    }
    expect(problems).toEqual([]);
    await close();
  });

  const long = pages.find((p) => p.lang === 'da' && sectionCount(p.post, 'da') >= CONTENTS_FROM);

  it.skipIf(!long).each([375, 1280])('at %i px its links take the reader to each heading, below the top bar', async (width) => {
    const { slug } = long!;
    const { page, problems, close } = await openPage(browser(), { viewport: { width, height: 800 } });
    await page.goto(hrefIn('da', 'post', { slug }));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
    const { nav, headings } = await contentsOf(page, 'da');
    const body = await page.locator('#article-body').boundingBox();
    const box = await nav.boundingBox();
    if (width >= 1024) {
      // In the rail beside the body, and still in view half-way down the article.
      expect(box!.x).toBeGreaterThanOrEqual(body!.x + body!.width);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      const list = await nav.getByRole('list').boundingBox();
      expect(list!.y).toBeGreaterThanOrEqual(0);
      expect(list!.y + list!.height).toBeLessThanOrEqual(800);
    } else {
      // Above the body, after "Kort fortalt".
      expect(box!.y + box!.height).toBeLessThanOrEqual(body!.y);
      const brief = await page.getByRole('region', { name: da['article.summary'] }).boundingBox();
      if (brief) expect(box!.y).toBeGreaterThanOrEqual(brief.y + brief.height);
    }
    for (const index of [headings.length - 1, 1]) {
      const { id, text } = headings[index]!;
      await nav.getByRole('link', { name: text, exact: true }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
      const top = await page.locator(`#article-body h2[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
      // Below the sticky top bar, at the top of the window (the end of a short page may stop it lower).
      const header = await page
        .locator('header')
        .first()
        .evaluate((h) => h.getBoundingClientRect().bottom);
      expect(top, id).toBeGreaterThanOrEqual(header);
      if (index !== headings.length - 1) expect(top, id).toBeLessThanOrEqual(header + 48);
    }
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('related articles', () => {
  /** What the post index says should be linked: the newest three others of the area. */
  const expected = (slug: string) => {
    const category = postIndex.find((p) => p.slug === slug)!.category;
    return postIndex.filter((p) => p.category === category && p.slug !== slug).slice(0, 3);
  };

  it('end every article with up to three other posts of its legal area, newest first, in its language, or not at all', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    for (const { lang, slug } of pages) {
      await page.goto(hrefIn(lang, 'post', { slug }));
      const summary = postIndex.find((p) => p.slug === slug)!;
      const t = texts[lang];
      const region = page.getByRole('region', {
        name: t['article.related'].replace('{area}', inSentence(t[areaKey(summary.category)], lang)),
      });
      const others = expected(slug);
      if (others.length === 0) {
        expect(await page.locator('.related-posts').count(), `${lang} ${slug}`).toBe(0);
        continue;
      }
      const links = await region.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(links, `${lang} ${slug}`).toEqual(
        others.map((p) => {
          // In English, the English page where there is one; else the Danish one.
          const target = lang === 'en' && p.en ? 'en' : 'da';
          return [(target === 'en' ? p.en : p.da)!.title, hrefIn(target, 'post', { slug: p.slug })];
        }),
      );
      // Every one of them is of the article's own area, by the post index.
      for (const [, href] of links) expect(postIndex.find((p) => href?.endsWith(`/${p.slug}/`))?.category).toBe(summary.category);
      // After the body, before the article's footer.
      expect(await page.locator('#article-body ~ .related-posts + footer').count()).toBe(1);
    }
    await close();
  });

  it('in English links a post without an English version to its Danish page, marked "In Danish only"', async () => {
    const { slug, post } = pages.find((p) => p.lang === 'en')!;
    const other = postIndex.find((p) => p.slug !== slug)!;
    const { page, problems, close } = await openPage(browser());
    // The post as fetched on a navigation, its related list one Danish-only post.
    await page.route(`**/${postFile(slug)}`, (route) =>
      route.fulfill({
        json: { ...post, facts: { ...post.facts, related: [{ slug: other.slug, date: other.date, title: { da: other.da.title } }] } },
      }),
    );
    await page.goto(hrefIn('en', 'blog'));
    await waitForHydration(page);
    await page.getByRole('link', { name: post.summary.en!.title, exact: true }).click();
    const region = page.getByRole('region', {
      name: en['article.related'].replace('{area}', inSentence(en[areaKey(post.summary.category)], 'en')),
    });
    const link = region.getByRole('link', { name: other.da.title });
    expect(await link.getAttribute('href')).toBe(hrefIn('da', 'post', { slug: other.slug }));
    expect(await link.locator('[lang="da"]').count()).toBe(1);
    expect(await region.getByText(en['post.danishOnly']).count()).toBe(1);
    await link.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(other.da.title);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('switching language on an article', () => {
  // An article with several sections in both languages, so there is a heading to keep.
  const translated = pages.find((p) => p.lang === 'en' && sectionCount(p.post, 'en') >= 3 && sectionCount(p.post, 'da') >= 3);

  it.skipIf(!translated).each([375, 1280])(
    'at %i px keeps the text on screen until the other language arrives, and the reader at the same heading',
    async (width) => {
      const { slug } = translated!;
      const { page, problems, close } = await openPage(browser(), { viewport: { width, height: 800 } });
      await page.goto(hrefIn('da', 'post', { slug }));
      await waitForHydration(page);
      // The English post is held back until the test lets it through: the page must wait with its text.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(`**/${postFile(slug)}`, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      // Every change to the page is checked: the body never empty, the article never shorter than a screen.
      await page.evaluate(() => {
        const state = { emptied: 0, shortest: Infinity, changes: 0 };
        (window as unknown as { watch: typeof state }).watch = state;
        const check = () => {
          const body = document.getElementById('article-body');
          if ((body?.textContent ?? '').trim() === '') state.emptied++;
          state.shortest = Math.min(state.shortest, document.querySelector('main')!.getBoundingClientRect().height);
          state.changes++;
        };
        new MutationObserver(check).observe(document.querySelector('main')!, { childList: true, subtree: true, characterData: true });
      });
      // The reader is at the third section: its heading a little below the top bar.
      const third = page.locator('#article-body h2').nth(2);
      const index = await third.evaluate((h) => [...document.querySelectorAll('main h1, main h2, main h3')].indexOf(h));
      await third.evaluate((h) => window.scrollBy(0, h.getBoundingClientRect().top - 120));
      await expect.poll(() => third.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(120);
      const danish = await page.locator('#article-body').textContent();

      // Tapped where it is in the sticky bar (a locator's click would scroll first).
      const box = await page.getByRole('link', { name: 'EN', exact: true }).boundingBox();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await expect.poll(() => asked).toBe(true);
      // While the English text is on its way: the Danish text, where it was.
      expect(await page.locator('#article-body').textContent()).toBe(danish);
      expect(await third.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(120);
      release();
      await page.waitForFunction(() => document.documentElement.lang === 'en' && location.pathname.startsWith('/en/'));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(translated!.post.summary.en!.title);

      // The same section, now in English, at the top where the Danish one was.
      const same = page.locator('main h1, main h2, main h3').nth(index);
      expect(await same.evaluate((h) => [...document.querySelectorAll('#article-body h2')].indexOf(h))).toBe(2);
      expect(Math.abs((await same.evaluate((h) => h.getBoundingClientRect().top)) - 120)).toBeLessThanOrEqual(4);
      const watch = await page.evaluate(
        () => (window as unknown as { watch: { emptied: number; shortest: number; changes: number } }).watch,
      );
      expect(watch.changes).toBeGreaterThan(0);
      expect(watch.emptied).toBe(0);
      expect(watch.shortest).toBeGreaterThan(800);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('back to Danish from an English page opened directly, with the same heading kept', async () => {
    if (!translated) return;
    const { slug } = translated;
    const { page, problems, close } = await openPage(browser(), { viewport: { width: 375, height: 700 } });
    await page.goto(hrefIn('en', 'post', { slug }));
    await waitForHydration(page);
    const last = page.locator('#article-body h2').last();
    await last.evaluate((h) => window.scrollBy(0, h.getBoundingClientRect().top - 100));
    await expect.poll(() => last.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(100);
    const count = await page.locator('#article-body h2').count();
    const box = await page.getByRole('group', { name: en['lang.label'] }).getByRole('link', { name: 'DA', exact: true }).boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.waitForFunction(() => document.documentElement.lang === 'da');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(translated.post.summary.da.title);
    // The Danish body has as many sections as the English one had: the last one is at the top.
    if ((await page.locator('#article-body h2').count()) === count)
      expect(
        Math.abs(
          (await page
            .locator('#article-body h2')
            .last()
            .evaluate((h) => h.getBoundingClientRect().top)) - 100,
        ),
      ).toBeLessThanOrEqual(4);
    expect(problems).toEqual([]);
    await close();
  });
});
