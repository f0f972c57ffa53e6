// What a designer's eye checks that a test can measure too (issue #17): the portrait fills its
// frame, edges line up, the top bar holds still. Focus on every background, nothing wider than
// the screen, long words and one primary action are checked on every page by page-checks.ts.
import { describe, expect, it } from 'vitest';
import { acceptedToastAtRest, openPage, overlaps, useBrowser, waitForHydration } from './harness.ts';
import { da, postRoutes } from './routes.ts';
import { href } from '@/routes/href';
import { inLanguage } from '@/i18n/languagePath';
import { LONG_WORD } from '../../scripts/content/hyphenate.ts';
import { midWordBreaks } from './words.ts';

const browser = useBrowser();

async function open(path: string, width: number, height = 800) {
  const watched = await openPage(browser(), { viewport: { width, height } });
  await watched.page.goto(path);
  await waitForHydration(watched.page);
  return watched;
}

describe('portrait', () => {
  it.each(['/', '/om'])('on %s fills its 4:5 frame with opaque pixels', async (path) => {
    const { page, close } = await open(path, 1280);
    const portrait = page.locator('img.portrait').first();
    await portrait.evaluate((img: HTMLImageElement) => img.decode());
    const result = await portrait.evaluate((img: HTMLImageElement) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: img.naturalWidth, height: img.naturalHeight });
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let [left, top, right, bottom] = [canvas.width, canvas.height, -1, -1];
      for (let y = 0; y < canvas.height; y++)
        for (let x = 0; x < canvas.width; x++)
          if (data[(y * canvas.width + x) * 4 + 3]! > 0) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
      const box = img.getBoundingClientRect();
      return { width: canvas.width, height: canvas.height, left, top, right, bottom, ratio: box.width / box.height };
    });
    expect(result).toMatchObject({ left: 0, top: 0, right: result.width - 1, bottom: result.height - 1 });
    expect(result.ratio).toBeCloseTo(4 / 5, 2);
    await close();
  });

  it('on /om on a phone, the heading is in the first screen', async () => {
    const { page, close } = await open('/om', 375, 667);
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(667);
    await close();
  });
});

describe('one left edge', () => {
  it('at 1280 px the footer’s bottom line starts and ends where its columns do', async () => {
    const { page, close } = await open('/', 1280);
    const columns = await page.locator('.site-footer__columns > *').first().boundingBox();
    const copy = await page.locator('.site-footer__copy').boundingBox();
    expect(Math.abs(copy!.x - columns!.x)).toBeLessThanOrEqual(2);
    // Its divider spans the same width as the columns, no further.
    const last = await page.locator('.site-footer__columns > *').last().boundingBox();
    expect(Math.abs(copy!.x + copy!.width - (last!.x + last!.width))).toBeLessThanOrEqual(2);
    await close();
  });

  it.each(['/', '/blog', '/kontakt', postRoutes[0]!.path])(
    'at 1280 px every heading on %s starts at the container’s edge',
    async (path) => {
      const { page, close } = await open(path, 1280);
      const edges = await page
        .locator('main h1, main h2')
        .evaluateAll((hs) =>
          hs
            .filter((h) => !h.closest('.card, .cta, .urgent, .article__brief, dialog'))
            .map((h) => Math.round(h.getBoundingClientRect().left)),
        );
      expect(edges.length).toBeGreaterThan(0);
      expect(new Set(edges)).toEqual(new Set([edges[0]]));
      await close();
    },
  );
});

describe('top bar on a phone', () => {
  it('stays where it is when the menu opens, and Escape closes the menu', async () => {
    const { page, close } = await open('/', 375);
    const bar = () =>
      page.evaluate(() =>
        ['.site-header__logo', '.site-header__lang', '.site-header__toggle'].map((s) => {
          const r = document.querySelector(s)!.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        }),
      );
    const before = await bar();
    const toggle = page.getByRole('button', { name: da['nav.openMenu'] });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: da['nav.main'] });
    await nav.getByRole('link', { name: da['nav.blog'] }).waitFor();
    expect(await bar()).toEqual(before);
    // The opened menu has focus; Escape closes it and gives focus back to the button.
    expect(await page.evaluate(() => document.activeElement?.closest('nav') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    const button = page.getByRole('button', { name: da['nav.openMenu'] });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((b) => document.activeElement === b)).toBe(true);
    await close();
  });

  it('is tabbed in the order it is seen: logo, DA, EN, menu button', async () => {
    const { page, close } = await open('/', 375);
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim() || document.activeElement!.className));
    }
    // The skip link first, then the bar from left to right.
    expect(order.slice(1)).toEqual([da['site.name'], 'DA', 'EN', da['nav.openMenu']]);
    await close();
  });
});

/** The same pages at their English address. */
const inEnglish = (path: string) => inLanguage('en', path);
describe('long words', () => {
  it('the check sees long words and would see a mid-word break', async () => {
    const { page, close } = await open(href('services'), 320);
    expect((await midWordBreaks(page, LONG_WORD)).words).toBeGreaterThan(0);
    // Without the soft hyphens and a browser that hyphenates, the same words break mid-letter.
    await page.evaluate(() => {
      document.querySelectorAll('main *').forEach((el) => ((el as HTMLElement).style.hyphens = 'manual'));
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
        node.data = node.data.replace(/\u00ad/g, '');
      const probe = document.createElement('p');
      probe.style.width = '8rem';
      probe.textContent = 'forældremyndighedsindehaverens';
      document.querySelector('main')!.append(probe);
    });
    expect((await midWordBreaks(page, LONG_WORD)).broken.length).toBeGreaterThan(0);
    await close();
  });
});

describe('legal pages', () => {
  it.each(
    [href('disclaimer'), href('privacy'), inEnglish(href('disclaimer')), inEnglish(href('privacy'))].flatMap((path) =>
      [375, 1280].map((width) => [path, width] as const),
    ),
  )('on %s at %i px the text starts at its heading’s left edge', async (path, width) => {
    const { page, close } = await open(path, width);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const body = await page.locator('main h2').first().boundingBox();
    // The first paragraph of a part: a contents list beside the parts is not the text.
    const paragraph = await page.locator('main h2 ~ p').first().boundingBox();
    expect(Math.abs(body!.x - heading!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(paragraph!.x - heading!.x)).toBeLessThanOrEqual(1);
    await close();
  });
});

describe('fonts', () => {
  it.each([href('home'), href('blog'), postRoutes[0]!.path, inEnglish(href('home'))])(
    'on a first visit to %s: the same type everywhere, at most 45 KB of it, and nothing shifts',
    async (path) => {
      const { page, close } = await openPage(browser(), { viewport: { width: 375, height: 667 }, disclaimer: 'show' });
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const { fonts, bytes, families, shifts } = await page.evaluate(() => {
        const files = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.woff2')) as PerformanceResourceTiming[];
        return {
          fonts: files.length,
          bytes: files.reduce((sum, r) => sum + r.encodedBodySize, 0),
          // The pair's own faces; the metric-matched fallbacks are local fonts, loaded or not.
          families: [...document.fonts].filter((f) => f.status === 'loaded' && !f.family.includes('Fallback')).map((f) => f.family),
          shifts: (window as unknown as { shifts: number }).shifts,
        };
      });
      expect(fonts).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(45 * 1024);
      expect(new Set(families.map((f) => f.replace(/"/g, '')))).toEqual(new Set(['Source Sans 3', 'Source Serif 4']));
      expect(shifts).toBe(0);
      await close();
    },
  );
});

describe('first visit on a phone', () => {
  /**
   * Accepts the first-visit dialog on the home page, and says whether the thank-you toast, come to
   * rest, lies over the first visible element `selector` finds.
   */
  async function toastOver(width: number, height: number, selector: string) {
    const { page, close } = await openPage(browser(), { viewport: { width, height }, disclaimer: 'show' });
    await page.goto(href('home'));
    await waitForHydration(page);
    const toast = await acceptedToastAtRest(page, da['disclaimerDialog.accept'], da['disclaimerDialog.toastTitle']);
    const [a, b] = [await toast.boundingBox(), await page.locator(selector).filter({ visible: true }).first().boundingBox()];
    await close();
    const over = overlaps(a!, b!);
    return [over, `toast ${JSON.stringify(a)} over ${selector} ${JSON.stringify(b)}`] as const;
  }

  it.each([
    [375, 667],
    [320, 568],
  ])('at %i×%i px the thank-you toast leaves the quick exit free', async (width, height) => {
    const [over, message] = await toastOver(width, height, '.quick-exit__button');
    expect(over, message).toBe(false);
  });

  // Docked at the bottom, above the quick exit, so that it covers no heading or back link of the
  // next page (reflow.test.ts). On a 320 × 568 px screen the room under the hero's buttons is
  // shorter than the toast, which lies over them there for its 6 s.
  it('at 375×667 px the thank-you toast leaves the hero’s primary button free', async () => {
    // The one filled button of the first screen (see "one primary action").
    const [over, message] = await toastOver(375, 667, 'main .button:not(.quick-exit__button)');
    expect(over, message).toBe(false);
  });
});
