// Safe for the people most at risk (issue #57). What the quick exit leaves behind: no page of a
// sensitive journey is reached by Back or Forward after it, however the visitor got there; the
// neutral site learns nothing of where she came from; the addresses and titles a journey puts in
// the browser's history list name nothing. Where she may be in danger, the numbers to call come
// first. A suspect is sent to a defence lawyer before a message to me. The journeys and their
// pages come from the generated data, never from the owner's wording.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { areaAnchors, sensitiveAreaIds } from '@generated/legal-areas';
import { QUICK_EXIT_URL } from '@/content/helpLinks';
import type { Language } from '@/content/languages';
import type { AreaId, SituationPage } from '@/content/schema';
import { readPageData } from '@/pages/readPageFiles';
import { hrefIn } from '@/routes/href';
import { contactAboutOutcome } from '@/routes/contactAboutOutcome';
import { contentPaths } from '../../scripts/content/content-paths.ts';
import { openPage, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const texts = { da, en };
const client = contentPaths().clientDir;
const situations = await Promise.all(
  (await readPageData('help', 'situations')).map(
    async (s) =>
      [s.address, JSON.parse(await readFile(path.join(client, 'situations', `${s.address}.json`), 'utf8')) as SituationPage] as const,
  ),
);
const inSensitiveArea = (page: SituationPage) => sensitiveAreaIds.some((id) => id === page.area);
// The journey of a person who may be in danger; else any in a sensitive area.
const [address, journey]: readonly [string, SituationPage] =
  situations.find(([, page]) => page.danger && inSensitiveArea(page)) ?? situations.find(([, page]) => inSensitiveArea(page))!;
const area = journey.area as (typeof sensitiveAreaIds)[number];

/** The steps from the start to the first outcome, taking each question's first answer. */
const stepsToOutcome = (() => {
  const keys = [journey.start];
  for (let step = journey.steps[journey.start]; step && 'question' in step; step = journey.steps[keys.at(-1)!])
    keys.push(step.answers[0]!.next);
  return keys;
})();

/** Every page that names her situation, in a language. */
const sensitivePaths = (lang: Language) =>
  new Set([
    ...Object.keys(journey.steps).map((step) => hrefIn(lang, 'situation', { situation: address, step })),
    hrefIn(lang, 'contactSituation', { situation: address }),
    hrefIn(lang, 'helpArea', { area: areaAnchors[area] }),
  ]);

/** The neutral site, answered here; the Referer each request to it carried. */
async function answerExit(context: BrowserContext) {
  const referers: (string | undefined)[] = [];
  await context.route(`${QUICK_EXIT_URL}**`, (route) => {
    referers.push(route.request().headers().referer);
    return route.fulfill({ contentType: 'text/html', body: '<title>Neutral</title>' });
  });
  return referers;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Follows the link to `to` on the page (the router's own navigation), and waits for its address. */
async function follow(page: Page, to: string) {
  await page.locator(`main a[href="${to}"]`).first().click();
  await page.waitForURL(`**${to}`);
}

/** From the help guide, through the journey to its outcome. */
async function walkToOutcome(page: Page, lang: Language) {
  await page.goto(hrefIn(lang, 'help'));
  await waitForHydration(page);
  for (const step of stepsToOutcome) await follow(page, hrefIn(lang, 'situation', { situation: address, step }));
}

async function leave(page: Page, lang: Language) {
  await page.getByRole('link', { name: texts[lang]['exit.button'] }).click();
  await page.waitForURL(`${QUICK_EXIT_URL}**`);
}

/**
 * Every page Back reaches from the neutral site, then every page Forward reaches from the
 * first: the path and the main heading of each (a page the browser kept may show another).
 */
async function historyAfterExit(page: Page) {
  const seen: { path: string; heading: string }[] = [];
  const visit = async () => {
    if (page.url().startsWith(QUICK_EXIT_URL) || page.url() === 'about:blank') return;
    await page.waitForLoadState();
    await waitForHydration(page);
    seen.push({ path: pathOf(page), heading: (await page.locator('h1').first().textContent()) ?? '' });
  };
  for (const direction of ['goBack', 'goForward'] as const)
    for (;;) {
      const before = page.url();
      await page[direction]();
      if (page.url() === before) break;
      await visit();
    }
  return seen;
}

describe('after the quick exit', () => {
  for (const lang of ['da', 'en'] as const) {
    const noneSensitive = (seen: { path: string; heading: string }[]) => {
      const sensitive = sensitivePaths(lang);
      expect(seen.filter((s) => sensitive.has(s.path))).toEqual([]);
      // The situation's name, and each answer's heading (an outcome's own title).
      const headings = new Set([
        journey.title[lang],
        ...Object.values(journey.steps).flatMap((s) => ('outcome' in s ? [s.outcome.title[lang]] : [])),
      ]);
      expect(seen.filter((s) => headings.has(s.heading))).toEqual([]);
    };

    it(`no page of the journey is reached by Back or Forward after the detour through the form (${lang})`, async () => {
      const { page, context, close } = await openPage(browser());
      const referers = await answerExit(context);
      await walkToOutcome(page, lang);
      // The outcome's "write to me" link, which names the outcome in its query.
      await follow(page, contactAboutOutcome(lang, address, stepsToOutcome.at(-1)!));
      // The form's own link to the area's deadlines and free help.
      await follow(page, hrefIn(lang, 'helpArea', { area: areaAnchors[area] }));
      await leave(page, lang);
      // Neither the link without JavaScript nor the script's navigation names the site.
      expect(referers).toEqual([undefined]);
      const seen = await historyAfterExit(page);
      noneSensitive(seen);
      // Back shows the home page, in her language, and Forward ends at the neutral site again.
      expect(seen[0]?.path).toBe(hrefIn(lang, 'home'));
      expect(page.url()).toContain(QUICK_EXIT_URL);
      await close();
    });

    it(`Forward does not return to the journey after Back, then the exit (${lang})`, async () => {
      const { page, context, close } = await openPage(browser());
      await answerExit(context);
      await walkToOutcome(page, lang);
      await page.goBack();
      await page.waitForURL(`**${hrefIn(lang, 'help')}`);
      await leave(page, lang);
      noneSensitive(await historyAfterExit(page));
      await close();
    });

    it(`the journey’s addresses and titles in the history list name nothing of it (${lang})`, async () => {
      const { page, close } = await openPage(browser());
      const visited: string[] = [];
      // The whole address the history keeps: the contact page's query names the outcome.
      const record = async () => visited.push(decodeURIComponent(pathOf(page) + new URL(page.url()).search), await page.title());
      await walkToOutcome(page, lang);
      await record();
      for (const step of stepsToOutcome.slice(0, -1)) {
        await page.goto(hrefIn(lang, 'situation', { situation: address, step }));
        await record();
      }
      await page.goto(contactAboutOutcome(lang, address, stepsToOutcome.at(-1)!));
      await record();
      // Where she may be in danger, no title or address holds a word of the situation's name, of
      // its questions or of its answers' titles; each title still differs from the others.
      if (journey.danger) {
        const words = [journey.title, ...Object.values(journey.steps).map((s) => ('question' in s ? s.question : s.outcome.title))]
          .flatMap((text) => [text.da, text.en])
          .flatMap((text) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
        for (const entry of visited)
          expect(
            words.filter((word) => entry.toLowerCase().includes(word)),
            entry,
          ).toEqual([]);
        const titles = visited.filter((_, i) => i % 2 === 1).slice(0, stepsToOutcome.length);
        expect(new Set(titles).size).toBe(titles.length);
      }
      expect(visited.some((entry) => entry.includes(journey.title[lang]))).toBe(false);
      await close();
    });
  }

  it('the exit’s note leads to how to hide the visit, and Back from there does not return to it', async () => {
    const { page, close } = await openPage(browser());
    for (const lang of ['da', 'en'] as const) {
      const t = texts[lang];
      await page.goto(hrefIn(lang, 'help'));
      await waitForHydration(page);
      const advice = page.locator('.quick-exit__note').getByRole('link', { name: t['exit.hide'] });
      expect(await advice.getAttribute('href')).toBe(hrefIn(lang, 'hideVisit'));
      await advice.click();
      await page.waitForURL(`**${hrefIn(lang, 'hideVisit')}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t['hideVisit.title']);
      // Its title in the history list is neutral; it is left by replacing it, as a sensitive page.
      expect(await page.title()).toContain(t['hideVisit.metaTitle']);
      await page.getByRole('banner').getByRole('link', { name: t['nav.blog'], exact: true }).click();
      await page.waitForURL(`**${hrefIn(lang, 'blog')}`);
      await page.goBack();
      await page.waitForURL(`**${hrefIn(lang, 'help')}`);
    }
    await close();
  });

  it('Back does not return to the Danish page after the English offer, then the exit', async () => {
    const { page, context, close } = await openPage(browser(), { locale: 'en-GB' });
    await answerExit(context);
    // Arriving from outside, as the offer's visitor does, on a page that names her situation.
    for (const to of [...sensitivePaths('da')].slice(-2)) {
      await page.goto(to);
      await waitForHydration(page);
      await page.locator('body > .english-offer').getByRole('link', { name: en['langOffer.link'] }).click();
      await page.waitForURL((url) => url.pathname.startsWith(hrefIn('en', 'home')));
      await waitForHydration(page);
      await leave(page, 'en');
      const seen = await historyAfterExit(page);
      expect(seen.filter((s) => sensitivePaths('da').has(s.path) || sensitivePaths('en').has(s.path))).toEqual([]);
    }
    await close();
  });
});

describe('an outcome where she may be in danger', () => {
  // Each outcome of each danger situation (none is a pass: no such page to check).
  const outcomes = situations.flatMap(([situation, page]) =>
    page.danger
      ? Object.entries(page.steps).flatMap(([step, s]) => ('outcome' in s ? [{ situation, step, means: s.outcome.means }] : []))
      : [],
  );
  for (const lang of ['da', 'en'] as const)
    it(`opens with the lifeline, then what to do, then the law (${lang})`, async () => {
      const t = texts[lang];
      const phone = { width: 375, height: 667 };
      const { page, close } = await openPage(browser(), { viewport: phone });
      for (const { situation, step, means } of outcomes) {
        const where = `${situation}/${step}`;
        await page.goto(hrefIn(lang, 'situation', { situation, step }));
        await waitForHydration(page);
        // The first two numbers to call are whole on the first screen, above the exit's bar.
        const exitTop = (await page.locator('.quick-exit').last().boundingBox())!.y;
        const calls = page.getByRole('main').locator('a[href^="tel:"]');
        for (const n of [0, 1]) {
          const box = (await calls.nth(n).boundingBox())!;
          expect(box.y + box.height, `${where}: call link ${n + 1}`).toBeLessThanOrEqual(Math.min(phone.height, exitTop));
        }
        const y = async (text: string) => (await page.getByRole('main').getByText(text, { exact: true }).first().boundingBox())!.y;
        const order = [await y(t['situation.freeHelp']), await y(t['situation.act']), await y(t['situation.law']), await y(means[lang])];
        expect(order, where).toEqual([...order].sort((a, b) => a - b));
      }
      await close();
    });
});

describe('a situation whose main help comes before a message to me', () => {
  for (const lang of ['da', 'en'] as const)
    it(`makes it each outcome's one filled button, and "write to me" a plain link; elsewhere "write to me" is the button (${lang})`, async () => {
      const t = texts[lang];
      const { page: tab, close } = await openPage(browser());
      for (const [situation, page] of situations) {
        const [step, s] = Object.entries(page.steps).find(([, s]) => 'outcome' in s)!;
        if (!('outcome' in s)) continue;
        await tab.goto(hrefIn(lang, 'situation', { situation, step }));
        await waitForHydration(tab);
        const main = tab.getByRole('main');
        const buttons = await main.locator('a.button:not(.quick-exit__button)').evaluateAll((as) => as.map((a) => a.textContent));
        const write = main.getByRole('link', { name: t['situation.write'] });
        if (page.mainHelp) {
          const org = s.outcome.help.find((o) => o.id === page.mainHelp?.organisation);
          expect(await main.getByRole('link', { name: page.mainHelp[lang] }).getAttribute('href'), situation).toBe(org?.url);
          expect(buttons, situation).toEqual([expect.stringContaining(page.mainHelp[lang])]);
          expect(await write.getAttribute('class'), situation).toBeNull();
        } else expect(buttons, situation).toEqual([t['situation.write']]);
      }
      await close();
    });
});

describe('the contact form’s deadline warning in an area with words of its own', () => {
  const contactAreas = readPageData('contact', 'contactAreas');
  const notes = readPageData('contact', 'contactDeadlineNotes');
  it('says the area’s words, not the general advice, for a date within days, in both languages', async () => {
    const [names, byArea] = await Promise.all([contactAreas, notes]);
    const areas = Object.entries(byArea);
    expect(areas.length).toBeGreaterThanOrEqual(0);
    const { page, close } = await openPage(browser());
    const soon = new Date();
    soon.setDate(soon.getDate() + 2);
    const iso = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    for (const [area, note] of areas)
      for (const lang of ['da', 'en'] as const) {
        const t = texts[lang];
        await page.goto(hrefIn(lang, 'contact'));
        await waitForHydration(page);
        await page.getByLabel(t['contact.area']).selectOption(names[area as keyof typeof names]);
        await page.getByLabel(t['contact.deadline']).fill(iso);
        await page.getByText(note[lang]).waitFor();
        expect(await page.getByText(t['contact.deadlineSoon'].split('{advice}')[0]!).count()).toBe(0);
      }
    await close();
  });
});

describe('an area’s page', () => {
  it('leads to each situation of its area first, in both languages', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    const areas = [...new Set(situations.map(([, p]) => p.area))].filter((area): area is AreaId => area !== 'other');
    expect(areas.length).toBeGreaterThan(0);
    for (const lang of ['da', 'en'] as const)
      for (const area of areas) {
        const path = hrefIn(lang, 'helpArea', { area: areaAnchors[area] });
        await page.goto(path);
        const links = page.getByRole('region', { name: texts[lang]['help.situations'] }).getByRole('link');
        expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))), path).toEqual(
          situations.filter(([, p]) => p.area === area).map(([situation, p]) => hrefIn(lang, 'situation', { situation, step: p.start })),
        );
      }
    await close();
  });
});
