// Large text fits (issue #57 §3). On a 375 px phone with the text at 200 % (the browser's default
// at 32 px, and the page's root size) and at 320 × 256 px (a 1280 px screen at 400 % zoom), on
// one page of every template in both languages, in one visit: nothing scrolls sideways, the menu, the
// first-visit dialog and its buttons are in reach, no word breaks inside, and the quick exit takes
// at most 15 % of the screen. The disclaimer's thank-you toast covers no call button of the page she
// accepted on, and is gone from the next. Pages come from the route table and the generated data.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { areaAnchors, sensitiveAreaIds } from '@generated/legal-areas';
import { languages, type Language } from '@/content/languages';
import { readPostIndex } from '@/content/posts/readPosts';
import type { AreaId, SituationPage } from '@/content/schema';
import { inLanguage } from '@/i18n/languagePath';
import { readPageData } from '@/pages/readPageFiles';
import { exitModeOf } from '@/routes/exitMode';
import { fillPattern, hrefIn } from '@/routes/href';
import { matchPath } from '@/routes/matchPath';
import { routeNames, routes, type RouteName } from '@/routes/routes';
import { contentPaths } from '../../scripts/content/content-paths.ts';
import { acceptedToastAtRest, activate, openPage, overlaps, useBrowser, waitForHydration } from './harness.ts';
import { da, englishPostSlugs } from './routes.ts';
import { midWordBreaks } from './words.ts';

const browser = useBrowser();
const texts = { da, en };
const sensitive = (area: string) => sensitiveAreaIds.some((id) => id === area);

// The pages that carry the quick exit where there is a choice: an article, an area and a
// situation of a sensitive area (src/routes/exitMode.ts), so the exit is measured on each kind.
const posts = (await readPostIndex()).filter((post) => englishPostSlugs.includes(post.slug));
const post = posts.find((p) => sensitive(p.category)) ?? posts[0]!;
const situations = await readPageData('help', 'situations');
const situation = situations.find((s) => sensitive(s.area)) ?? situations[0]!;
const steps = (
  JSON.parse(await readFile(path.join(contentPaths().clientDir, 'situations', `${situation.address}.json`), 'utf8')) as SituationPage
).steps;
const outcome = Object.keys(steps).find((key) => 'outcome' in steps[key]!)!;
const area = sensitiveAreaIds[0];

/** A page's values, for the routes with parameters; its legal area where the exit depends on it. */
const values: Partial<Record<RouteName, { params: Record<string, string>; category?: AreaId | 'other' }>> = {
  post: { params: { slug: post.slug }, category: post.category },
  helpArea: { params: { area: area ? areaAnchors[area] : Object.values(areaAnchors)[0]! } },
  situation: { params: { situation: situation.address, step: situation.start }, category: situation.area },
  contactSituation: { params: { situation: situation.address }, category: situation.area },
};

type Template = { name: string; path: (lang: Language) => string; exit: boolean };

/** One page per screen of the route table (the three thank-you pages are one), a situation's outcome and the not-found page. */
const templates: Template[] = [
  ...routeNames
    .filter((name, i) => routeNames.findIndex((other) => routes[other].screen === routes[name].screen) === i)
    .map((name) => {
      const value = values[name];
      const daPath = fillPattern(routes[name].path, value?.params ?? {});
      return {
        name,
        path: (lang: Language) => inLanguage(lang, daPath),
        exit: exitModeOf(matchPath(daPath), value?.category) !== 'none',
      };
    }),
  {
    name: 'situation outcome',
    path: (lang) => hrefIn(lang, 'situation', { situation: situation.address, step: outcome }),
    exit: sensitive(situation.area),
  },
  { name: 'not found', path: (lang) => inLanguage(lang, `${hrefIn('da', 'home')}findes-ikke/`), exit: false },
];

/**
 * The three ways to read large text, each a 32 px rem but the last: the browser's default font
 * size (through the DevTools protocol), the root's size (a stylesheet on <html>), and 400 % zoom
 * of a 1280 × 1024 screen (a 320 × 256 px viewport). A page is opened once with the first, set
 * before it loads, so that a page measuring its text as it starts is caught; the others are set on
 * the same page, each undoing the one before (issue #59: one visit, where three were).
 */
const modes = {
  'a 32 px default font': { viewport: { width: 375, height: 667 }, rem: '32px', defaultFont: 32, root: '' },
  'text at 200 %': { viewport: { width: 375, height: 667 }, rem: '32px', defaultFont: 16, root: '200%' },
  '400 % zoom': { viewport: { width: 320, height: 256 }, rem: '16px', defaultFont: 16, root: '' },
} as const;
type Mode = keyof typeof modes;
const modeNames = Object.keys(modes) as Mode[];

/** Opens `address` for a first visit, in the first way to read large text. */
async function open(address: string) {
  const first = modes[modeNames[0]!];
  const watched = await openPage(browser(), { viewport: first.viewport, disclaimer: 'show' });
  const cdp = await watched.page.context().newCDPSession(watched.page);
  const setDefaultFont = (size: number) =>
    cdp.send('Page.setFontSizes', { fontSizes: { standard: size, fixed: Math.round((size * 13) / 16) } });
  await setDefaultFont(first.defaultFont);
  await watched.page.goto(address);
  await waitForHydration(watched.page);
  /** Reads the page in `mode`, and says (for a failed expectation's message) which. */
  const readIn = async (mode: Mode) => {
    const { viewport, defaultFont, root } = modes[mode];
    await setDefaultFont(defaultFont);
    await watched.page.evaluate((size) => document.documentElement.style.setProperty('font-size', size), root);
    await watched.page.setViewportSize(viewport);
    expect(await watched.page.evaluate(() => getComputedStyle(document.documentElement).fontSize), mode).toBe(modes[mode].rem);
    return viewport;
  };
  return { ...watched, readIn };
}

/**
 * Where each of `selector`'s elements is once scrolled into view (inside a scrolling menu or
 * dialog too), and whether it is then whole in the viewport and on top at its centre, so a tap
 * reaches it. A toast lies over the page for a few seconds: it is not in the way.
 */
function reach(page: Page, selector: string): Promise<{ name: string; reachable: boolean }[]> {
  return page.locator(selector).evaluateAll((elements: HTMLElement[]) =>
    elements.map((element) => {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const inView = box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
      const onTop = document
        .elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        .find((hit) => !hit.closest('[data-sonner-toaster]'));
      const name = element.textContent.trim() || (element.getAttribute('aria-label') ?? element.className);
      return { name, reachable: inView && !!onTop && element.contains(onTop) };
    }),
  );
}

describe('large text fits', () => {
  const cases = templates.flatMap((template) => languages.map((lang) => [template.name, lang, template] as const));

  it.each(cases)('the %s page (%s), in each way to read large text', { timeout: 60_000 }, async (_name, lang, template) => {
    const t = texts[lang];
    const { page, close, readIn } = await open(template.path(lang));

    // The first-visit dialog: inside the screen, centred, its heading and points whole words, and
    // each of its buttons in reach (the dialog scrolls when it is taller than the screen).
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const mode of modeNames) {
      const viewport = await readIn(mode);
      const box = (await dialog.boundingBox())!;
      expect(box.x, mode).toBeGreaterThanOrEqual(0);
      expect(Math.abs(box.x - (viewport.width - box.x - box.width)), `centred, ${mode}`).toBeLessThanOrEqual(1);
      expect((await midWordBreaks(page, 2, 'dialog')).broken, `in the dialog, ${mode}`).toEqual([]);
      const controls = await reach(page, 'dialog :is(button, a[href])');
      expect(controls.length, mode).toBeGreaterThanOrEqual(2);
      expect(
        controls.filter((c) => !c.reachable).map((c) => c.name),
        mode,
      ).toEqual([]);
    }
    await dialog.getByRole('button', { name: t['disclaimerDialog.accept'] }).click();
    await dialog.waitFor({ state: 'hidden' });

    for (const mode of modeNames) {
      const viewport = await readIn(mode);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The page: nothing sideways, and every word of it whole (at a soft hyphen, with its "-").
      expect(await page.evaluate(() => document.documentElement.scrollWidth), mode).toBeLessThanOrEqual(viewport.width);
      expect((await midWordBreaks(page, 2, 'body')).broken, mode).toEqual([]);

      // The quick exit: whole, its label not cut, at most 15 % of the screen's height.
      const exit = page.locator('.quick-exit');
      expect(await exit.count(), `the quick exit, ${mode}`).toBe(template.exit ? 1 : 0);
      if (template.exit) {
        const bar = (await exit.boundingBox())!;
        expect(bar.height, mode).toBeLessThanOrEqual(viewport.height * 0.15);
        const button = exit.getByRole('link', { name: t['exit.button'] });
        expect(await reach(page, '.quick-exit .quick-exit__button'), mode).toEqual([{ name: t['exit.button'], reachable: true }]);
        expect(
          await button.evaluate((a) => a.scrollWidth <= a.clientWidth && a.scrollHeight <= a.clientHeight),
          `its label whole, ${mode}`,
        ).toBe(true);
      }

      // The menu: its button in reach, and once open every link of it, above the quick exit.
      expect(await reach(page, '.site-header__toggle'), mode).toEqual([expect.objectContaining({ reachable: true })]);
      // From the keyboard: a click aims at where the button was, and the page may still be
      // settling into the mode just set (a full suite under load once missed it).
      await activate(page.getByRole('button', { name: t['nav.openMenu'] }));
      const nav = page.getByRole('navigation', { name: t['nav.main'] });
      await nav.getByRole('link').first().waitFor();
      const links = await reach(page, '.site-header__nav a');
      expect(links.length, mode).toBeGreaterThan(3);
      expect(
        links.filter((l) => !l.reachable).map((l) => l.name),
        mode,
      ).toEqual([]);
      await activate(page.getByRole('button', { name: t['nav.closeMenu'] }));
      await nav.getByRole('link').first().waitFor({ state: 'hidden' });
    }
    await close();
  });
});

/** An outcome with numbers to call (its help's phones), of a sensitive area's situation if there is one. */
const withCalls = await (async () => {
  for (const { address } of [...situations].sort((a, b) => Number(sensitive(b.area)) - Number(sensitive(a.area)))) {
    const page = JSON.parse(await readFile(path.join(contentPaths().clientDir, 'situations', `${address}.json`), 'utf8')) as SituationPage;
    const step = Object.keys(page.steps).find((key) => {
      const shown = page.steps[key]!;
      return 'outcome' in shown && shown.outcome.help.some((org) => org.phone);
    });
    if (step) return { situation: address, step };
  }
  return undefined;
})();

/** The first links on the home page to a page with a back link: an article, a situation's step. */
const nextPages = ['post', 'situation'] as const;

describe('the thank-you toast after the first-visit dialog', () => {
  it.each([
    [375, 667],
    [320, 568],
  ])('on an outcome where she may be in danger, at %i × %i px, covers none of its call buttons', async (width, height) => {
    const { page, close } = await openPage(browser(), { viewport: { width, height }, disclaimer: 'show' });
    expect(withCalls, 'an outcome with a number to call').toBeDefined();
    await page.goto(hrefIn('da', 'situation', withCalls!));
    await waitForHydration(page);
    const toast = await acceptedToastAtRest(page, da['disclaimerDialog.accept'], da['disclaimerDialog.toastTitle']);
    const card = (await toast.boundingBox())!;
    const calls = await page.locator('main a[href^="tel:"]').evaluateAll((links) =>
      links.map(
        (a) =>
          ({ name: a.textContent, ...a.getBoundingClientRect().toJSON() }) as {
            name: string;
            x: number;
            y: number;
            width: number;
            height: number;
          },
      ),
    );
    expect(calls.length).toBeGreaterThan(0);
    const covered = calls.filter((c) => overlaps(card, c));
    expect(covered.map((c) => c.name)).toEqual([]);
    await close();
  });

  it.each(
    [
      { width: 375, height: 667 },
      { width: 320, height: 568 },
      { width: 1280, height: 800 },
    ].flatMap((viewport) => nextPages.map((next) => [next, viewport.width, viewport.height, viewport] as const)),
  )('is gone when she goes on to the next page, a %s, at %i × %i px, covering nothing of it', async (next, _width, _height, viewport) => {
    const { page, close } = await openPage(browser(), { viewport, disclaimer: 'show' });
    await page.goto(hrefIn('da', 'home'));
    await waitForHydration(page);
    await page.getByRole('dialog').getByRole('button', { name: da['disclaimerDialog.accept'] }).click();
    const toast = page.getByRole('status').filter({ hasText: da['disclaimerDialog.toastTitle'] });
    await toast.waitFor();
    // Follows the home page's first link to such a page, as a visitor goes on reading.
    const addresses = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const address = addresses.find((href) => matchPath(href)?.name === next);
    expect(address, `a link to a ${next} on the home page`).toBeDefined();
    await activate(page.locator(`main a[href="${address}"]`).first());
    await page.waitForURL((url) => url.pathname === address);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Gone as she goes on: nothing of the next page under it (its back link, heading, call buttons).
    await expect.poll(() => toast.count()).toBe(0);
    await close();
  });
});
