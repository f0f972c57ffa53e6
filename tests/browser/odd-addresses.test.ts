// Addresses a link or a person can make that no page has (issue #62): JavaScript's own property
// names where a route takes a key, and a malformed fragment: never a crash.
import { describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { areaAnchors, areaIds } from '@generated/legal-areas';
import { AREA_PARAM } from '@/routes/contactArea';
import { hrefIn } from '@/routes/href';
import { activate, openPage, useBrowser, waitForHydration } from './harness.ts';
import { da, situationRoutes } from './routes.ts';

const browser = useBrowser();
const texts = { da, en };
/** Names every object inherits from Object.prototype: `obj[name]` finds them on any plain object. */
const inherited = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
/** The spec's heading of the not-found page (src/screens/NotFound.tsx). */
const NOT_FOUND_HEADING = 'Oops! Page not found';
const [{ path: firstStep }] = situationRoutes as [{ path: string }];
const situation = firstStep.split('/').at(-3)!;

describe('JavaScript’s own property names in an address', () => {
  // Each route that takes a key from the address, the heading its not-found state has.
  const routes = [
    [
      'a situation’s step',
      (name: string, lang: 'da' | 'en') => hrefIn(lang, 'situation', { situation, step: name }),
      'situation.notFoundTitle',
    ],
    [
      'a situation',
      (name: string, lang: 'da' | 'en') => hrefIn(lang, 'situation', { situation: name, step: 'start' }),
      'situation.notFoundTitle',
    ],
    // The contact form about an unknown situation is the not-found page, as without JavaScript.
    [
      'the contact form about a situation',
      (name: string, lang: 'da' | 'en') => hrefIn(lang, 'contactSituation', { situation: name }),
      null,
    ],
    ['a post', (name: string, lang: 'da' | 'en') => hrefIn(lang, 'post', { slug: name }), 'article.notFoundTitle'],
    ['a help area', (name: string, lang: 'da' | 'en') => hrefIn(lang, 'helpArea', { area: name }), 'help.notFoundTitle'],
  ] as const;

  for (const [what, address, heading] of routes)
    it(`show the not-found page for ${what}, in Danish and English`, async () => {
      const { page, problems, close } = await openPage(browser());
      for (const lang of ['da', 'en'] as const)
        for (const name of inherited) {
          const path = address(name, lang);
          const answer = await page.goto(path);
          expect(answer?.status(), path).toBe(404);
          await waitForHydration(page);
          // The site's own not-found page has the spec's heading, in English in both languages.
          const expected = heading ? texts[lang][heading] : NOT_FOUND_HEADING;
          await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path }).toBe(expected);
        }
      expect(problems.filter((p) => p.startsWith('pageerror') || p.includes('Unexpected Application Error'))).toEqual([]);
      await close();
    });

  it('leave the contact form’s area unchosen when the query names one', async () => {
    const { page, problems, close } = await openPage(browser());
    for (const name of inherited) {
      await page.goto(`${hrefIn('da', 'contact')}?${AREA_PARAM}=${name}`);
      await waitForHydration(page);
      expect(await page.getByLabel(da['contact.area']).inputValue()).toBe('');
    }
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await close();
  });
});

describe('the contact form about a situation the guide does not have', () => {
  for (const lang of ['da', 'en'] as const)
    for (const javaScriptEnabled of [true, false])
      it(`is the not-found page, with a link to the contact form (${lang}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
        const t = texts[lang];
        const { page, close } = await openPage(browser(), { javaScriptEnabled });
        const path = hrefIn(lang, 'contactSituation', { situation: 'en-situation-der-ikke-findes' });
        const answer = await page.goto(path);
        expect(answer?.status()).toBe(404);
        if (javaScriptEnabled) await waitForHydration(page);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(NOT_FOUND_HEADING);
        expect(await page.getByRole('main').getByRole('link', { name: t['notFound.contact'] }).getAttribute('href')).toBe(
          hrefIn(lang, 'contact'),
        );
        expect(await page.getByRole('form', { name: t['contact.formTitle'] }).count()).toBe(0);
        await close();
      });
});

describe('a malformed fragment', () => {
  it('keeps the page through a navigation and Back', async () => {
    const { page, problems, close } = await openPage(browser());
    const about = hrefIn('da', 'about');
    await page.goto(`${about}#%`);
    await waitForHydration(page);
    await activate(page.getByRole('banner').getByRole('link', { name: da['nav.blog'], exact: true }));
    await page.waitForURL(`**${hrefIn('da', 'blog')}`);
    await page.goBack();
    await page.waitForURL(`**${about}#%`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(da['about.title']);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await close();
  });
});

describe('the not-found page’s search', () => {
  const missing = '/findes-ikke/';

  it('without JavaScript is not offered (it cannot search); the help guide’s areas are', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(missing);
    expect(await page.getByRole('search').isVisible()).toBe(false);
    // Playwright's text and role queries skip <noscript>, whose content is the page here.
    const note = page.locator('.not-found__areas');
    expect(await note.isVisible()).toBe(true);
    expect(await note.locator('p').textContent()).toBe(da['notFound.noScript']);
    const links = await note.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(areaIds.map((id) => hrefIn('da', 'helpArea', { area: areaAnchors[id] })));
    await close();
  });

  it('with JavaScript is offered, and the note for browsers without it is not shown', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(missing);
    await waitForHydration(page);
    expect(await page.getByRole('search').isVisible()).toBe(true);
    // With scripting on, <noscript> holds text, not elements.
    expect(await page.locator('.not-found__areas').count()).toBe(0);
    await close();
  });
});
