// The checks every page must pass, made in as few page loads as they can be (issue #59): one visit
// per page and language runs every check that depends on the page's content, at every width by
// resizing the window; one visit per page type (the template: routes.ts's SitePage) runs the
// checks that depend on the template only, and the first-visit dialog's. The test's name is the
// page; each failed check says which check it was, and at which width.
import { describe, expect, it, type TestContext } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENS_CSS_ID } from '@/pages/inlineScripts';
import { inLanguage } from '@/i18n/languagePath';
import { languages, type Language } from '@/content/languages';
import { readPath } from '@/routes/matchPath';
import { routes } from '@/routes/routes';
import { recordWeights, type PageWeight } from '../../scripts/measure-page.ts';
import { LONG_WORD } from '../../scripts/content/hyphenate.ts';
import { axeViolations } from './axe.ts';
import { useBrowser, useSharedTab, waitForHydration, type SharedTab } from './harness.ts';
import { da, pageTypes, sitePages, type SitePage } from './routes.ts';
import { en } from '@generated/messages-en';
import { midWordBreaks } from './words.ts';

const KB = 1024;
/**
 * Issue #21's budget for every page, on a first visit (with the disclaimer dialog open) and a
 * returning one: the JavaScript and JSON a visitor waits for, in bytes and in requests. React and
 * react-dom take about 69 KB of it (docs/performance.md).
 */
const BUDGET = 78 * KB;
/**
 * The contact form's pages (/kontakt/, /kontakt/om/<situation>/): 0.75 KB more, for the parts of
 * issue #57 a person in trouble needs there (the way to be answered, GOV.UK's error summary, her
 * answers in the message) after what could be moved out of them was (docs/performance.md).
 */
const CONTACT_BUDGET = BUDGET + 0.75 * KB;
const MAX_REQUESTS = 5;
/** Less room than this under the budget is reported as a warning (issue #41). */
const HEADROOM = 3 * KB;
const budgetOf = (path: string) => {
  const name = readPath(path).match?.name;
  return name && routes[name].screen === 'Contact' ? CONTACT_BUDGET : BUDGET;
};

/** The widths a visitor's screen has: small and common phones, a tablet, a laptop. */
const PHONE = 375;
const DESKTOP = 1280;
/** Where words must break only at a hyphen: the phones. */
const NARROW = [375, 360, 320];
/** Where nothing may be wider than the screen. */
const WIDTHS = [...NARROW, 768, DESKTOP];
const HEIGHT = 800;

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Tabs through the page; for each focused element, its outline colour and the colours behind it. */
async function focusRings(page: Page) {
  const rings: { element: string; outline: string; backgrounds: string[] }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      // The ring sits just outside the element, on whatever paints behind it: the nearest
      // ancestor with a background colour, and every colour stop of a gradient on the way. A
      // ring drawn inside (a negative offset, as in the language switch) is on the element's own.
      const backgrounds: string[] = [];
      const inside = parseFloat(style.outlineOffset) < 0;
      for (let node: HTMLElement | null = inside ? el : el.parentElement; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        backgrounds.push(...(s.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []));
        if (s.backgroundColor !== 'rgba(0, 0, 0, 0)') {
          backgrounds.push(s.backgroundColor);
          break;
        }
      }
      const id = `${el.tagName}.${el.className}:${el.textContent.trim().slice(0, 30)}`;
      return { element: id, outline: style.outlineStyle === 'none' ? 'none' : style.outlineColor, backgrounds };
    });
    if (!ring || seen.has(ring.element)) break;
    seen.add(ring.element);
    rings.push(ring);
  }
  return rings;
}

/** Every focused element shows a ring of at least 3:1 against what is behind it. */
async function checkFocus(page: Page, where: string) {
  const rings = await focusRings(page);
  expect.soft(rings.length, `focus: ${where} has more than three Tab stops`).toBeGreaterThan(3);
  for (const ring of rings) {
    expect.soft(ring.outline, `focus: ${where}, ${ring.element} has no ring`).not.toBe('none');
    for (const background of ring.backgrounds)
      expect.soft(contrast(ring.outline, background), `focus: ${where}, ${ring.element} on ${background}`).toBeGreaterThanOrEqual(3);
  }
}

/** The filled buttons in the first screen; the quick exit is the way out, not a call to action (quick-exit.test.ts). */
const filledButtonsInView = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.button:not(.quick-exit__button)')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const background = getComputedStyle(button).backgroundColor;
        const opaque = !/rgba\(.*, 0\)$|transparent/.test(background);
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && opaque;
      })
      .map((button) => button.textContent.trim()),
  );

/** What each element of the page looks like and where it is: the properties a stray rule would change. */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const props = [
      'display',
      'position',
      'margin',
      'padding',
      'width',
      'height',
      'font-size',
      'font-weight',
      'color',
      'background-color',
      'border',
      'grid-template-columns',
      'gap',
      'list-style-type',
    ];
    return [...document.querySelectorAll('body *')].map((el, i) => {
      const style = getComputedStyle(el);
      return `${i} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${props.map((p) => style.getPropertyValue(p)).join('|')}`;
    });
  });

export const screensLink = (page: Page) => page.locator(`link#${SCREENS_CSS_ID}`);

/**
 * The other screens' styles change nothing on the page: they are asked for as a print stylesheet,
 * which blocks nothing, and must move nothing when they apply (build/screen-styles.ts). Measured
 * with their sheet switched off and on again, at a phone's and a desktop's width, once the faces
 * both widths show have loaded (a face arriving between two measures would move the text). Not by
 * holding the file back: routing a request turns off the tab's cache, and each page then paid
 * again for its scripts (issue #59).
 */
async function checkScreenStyles(page: Page, path: string, html: string) {
  const link = new RegExp(`<link[^>]*id="${SCREENS_CSS_ID}"[^>]*>`).exec(html)?.[0] ?? '';
  expect.soft(link, `screen styles: ${path} asks for them as a print stylesheet`).toContain('media="print"');
  for (const width of [DESKTOP, PHONE]) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => document.fonts.ready);
  }
  const switchSheet = (off: boolean) =>
    page.evaluate(
      ([id, disabled]) => {
        const sheet = (document.getElementById(id) as HTMLLinkElement | null)?.sheet;
        if (!sheet) throw new Error(`No stylesheet #${id}`);
        sheet.disabled = disabled;
      },
      [SCREENS_CSS_ID, off] as const,
    );
  await switchSheet(true);
  const before = await layoutOf(page);
  await page.setViewportSize({ width: DESKTOP, height: HEIGHT });
  const wideBefore = await layoutOf(page);
  await switchSheet(false);
  expect
    .soft(await layoutOf(page), `screen styles: ${path} at ${DESKTOP} px changes when the other screens' styles apply`)
    .toEqual(wideBefore);
  await page.setViewportSize({ width: PHONE, height: HEIGHT });
  expect.soft(await layoutOf(page), `screen styles: ${path} at ${PHONE} px changes when the other screens' styles apply`).toEqual(before);
}

/** The page's weight against its budget (docs/performance.md); under HEADROOM to spare, a warning. */
async function checkBudget(weight: PageWeight, where: string, budget: number, { annotate, task }: TestContext) {
  const files = [...weight.js, ...weight.json].map((f) => `${f.url} ${f.gzip}`).join('\n');
  expect.soft(weight.js.length, `budget: ${where} loads JavaScript`).toBeGreaterThan(0);
  expect.soft(weight.codeAndDataGzip, `budget: ${where}, JavaScript and JSON (gzip)\n${files}`).toBeLessThanOrEqual(budget);
  // A test that has failed already takes no notes; its failure says more.
  if (budget - weight.codeAndDataGzip < HEADROOM && task.result?.state !== 'fail')
    await annotate(`${where}: ${budget - weight.codeAndDataGzip} B left of the budget (under ${HEADROOM / KB} KB)`, 'warning');
  expect.soft(weight.codeAndDataRequests, `budget: ${where}, JavaScript and JSON requests\n${files}`).toBeLessThanOrEqual(MAX_REQUESTS);
  // The dialog is in the page's HTML: no JavaScript carries it, on either visit.
  expect
    .soft(
      weight.js.filter((f) => f.body.includes('disclaimerDialog.accept')).map((f) => f.url),
      `budget: ${where}`,
    )
    .toEqual([]);
  // One inline stylesheet, and no stylesheet request that would block the first paint: the other
  // screens' styles are asked for as print styles (build/screen-styles.ts).
  const css = weight.css.map((f) => f.url);
  expect
    .soft(
      css.filter((url) => !url.endsWith(' <style>') && !/\/assets\/screens\.\w+\.css$/.test(url)),
      `budget: ${where}`,
    )
    .toEqual([]);
  expect
    .soft(
      css.filter((url) => url.endsWith(' <style>')),
      `budget: ${where}, one inline <style>`,
    )
    .toHaveLength(1);
  expect.soft(weight.cssGzip, `budget: ${where}, CSS (gzip)`).toBeLessThanOrEqual(15 * KB);
}

/** The console's errors and warnings; a not-found page's own 404 (the server's, and Vike's note of it) is what it is for. */
const consoleProblems = (problems: string[], page: SitePage) =>
  page.type === 'NotFound' ? problems.filter((p) => !/\b404\b/.test(p)) : problems;

/**
 * The content's checks, on one page in one language, in one visit: its status, heading and title;
 * what it loads, the CSP and third parties; axe; the console; one primary action, long words and
 * horizontal overflow at every width; in Danish also the other screens' styles arriving (nothing
 * moves) and the focus rings.
 */
async function visitPage(tab: SharedTab, sitePage: SitePage, lang: Language, context: TestContext) {
  const path = inLanguage(lang, sitePage.path);
  const danish = lang === 'da';
  const { page, problems, csp: cspViolations, foreign } = tab;
  await page.setViewportSize({ width: PHONE, height: HEIGHT });
  const weights = recordWeights(page);
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect.soft(response?.status(), `status: ${path}`).toBe(sitePage.type === 'NotFound' ? 404 : 200);
  await waitForHydration(page);
  if (danish) await checkScreenStyles(page, path, (await response?.text()) ?? '');
  const texts = lang === 'da' ? da : en;
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  if (sitePage.heading) expect.soft(heading, `heading: ${path}`).toBe(texts[sitePage.heading]);
  expect.soft(heading.trim().length, `heading: ${path} has a text in its h1`).toBeGreaterThan(0);
  // A long title leaves the site's name out (fullTitle): the route table's pages carry it.
  if (sitePage.heading) expect.soft(await page.title(), `title: ${path}`).toContain(texts['site.name']);
  else expect.soft((await page.title()).length, `title: ${path} has one`).toBeGreaterThan(0);
  expect.soft(cspViolations, `CSP: ${path} violates a rule`).toEqual([]);
  expect.soft(foreign, `privacy: ${path} asks a third party for something`).toEqual([]);
  expect.soft(await axeViolations(page), `axe: ${path} at ${PHONE} px`).toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect.soft(scrollWidth, `overflow: ${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(innerWidth);
    if (NARROW.includes(width))
      expect.soft((await midWordBreaks(page, LONG_WORD)).broken, `long words: ${path} at ${width} px break mid-word`).toEqual([]);
    if (width === PHONE || width === DESKTOP) {
      const filled = await filledButtonsInView(page);
      expect.soft(filled.length, `one primary action: ${path}'s first screen at ${width} px: ${filled.join(', ')}`).toBeLessThanOrEqual(1);
    }
  }
  // Weighed after the checks above: the network has long been quiet by now, and the wait for it
  // (half a second of silence) is over at once. Before the Tab walk, which may fetch what a link
  // would open.
  await page.waitForLoadState('networkidle');
  await checkBudget(await weights.weigh(), `${path} (returning visit)`, budgetOf(sitePage.path), context);
  if (danish) {
    await page.setViewportSize({ width: PHONE, height: HEIGHT });
    await checkFocus(page, `${path} at ${PHONE} px`);
  }
  expect.soft(consoleProblems(problems, sitePage), `console: ${path}`).toEqual([]);
}

/**
 * The template's checks, on one page of its type, in one visit: a first visit's weight with the
 * disclaimer dialog open, and axe with it open on a phone and a desktop; then, the dialog accepted
 * and the page opened again as a returning visitor sees it, axe and the focus rings on a desktop.
 */
async function visitTemplate(tab: SharedTab, sitePage: SitePage, lang: Language, context: TestContext) {
  const path = inLanguage(lang, sitePage.path);
  const { page } = tab;
  await page.setViewportSize({ width: PHONE, height: 900 });
  const weights = recordWeights(page);
  await page.goto(path);
  await waitForHydration(page);
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  for (const width of [PHONE, DESKTOP]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await axeViolations(page), `axe with the dialog open: ${path} at ${width} px`).toEqual([]);
  }
  // Long quiet by now (page checks' visitPage says why it waits here).
  await page.waitForLoadState('networkidle');
  await checkBudget(await weights.weigh(), `${path} (first visit)`, budgetOf(sitePage.path), context);
  await dialog.getByRole('button', { name: (lang === 'da' ? da : en)['disclaimerDialog.accept'] }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  // Opened again, so that the Tab walk starts at the top of the page, as a returning visitor's does.
  await page.goto(path);
  await waitForHydration(page);
  expect.soft(await axeViolations(page), `axe: ${path} at ${DESKTOP} px`).toEqual([]);
  await checkFocus(page, `${path} at ${DESKTOP} px`);
  expect.soft(consoleProblems(tab.problems, sitePage), `console: ${path} (first visit and after)`).toEqual([]);
}

/** Every page in `lang`: the content's checks on each page. */
export function checkEveryPage(lang: Language): void {
  const browser = useBrowser();
  // A returning visitor, with nothing else stored.
  const tab = useSharedTab(browser, () => window.localStorage.setItem('disclaimerAccepted', 'true'));
  const pages = sitePages.filter((page) => lang === 'da' || page.english);
  describe(`every page (${lang})`, () => {
    // A visit runs a dozen checks at five widths: more than a test's usual time on a busy machine.
    it.for(pages.map((page) => [inLanguage(lang, page.path), page] as const))('%s', { timeout: 90_000 }, async ([, page], context) =>
      visitPage(await tab(), page, lang, context),
    );
  });
}

/** The template's checks, on one page of each type, in both languages. */
export function checkEveryPageType(): void {
  const browser = useBrowser();
  const tab = useSharedTab(browser);
  describe.for(languages)('every page type (%s), on one page of it', (lang) => {
    const types = pageTypes.filter((page) => lang === 'da' || page.english);
    it.for(types.map((page) => [page.type, page.path, page] as const))('%s: %s', async ([, , page], context) =>
      visitTemplate(await tab(), page, lang, context),
    );
  });
}
