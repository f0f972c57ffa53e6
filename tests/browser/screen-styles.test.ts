// A page inlines only its own screen's styles; the other screens' come in one file that waits
// for nothing (build/screen-styles.ts). That file must change nothing on the page it loads on,
// or the page would shift when it arrives; and the app must have it for the next screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENS_CSS_ID } from '@/pages/inlineScripts';
import { href } from '@/routes/href';
import { openPage, useBrowser, waitForHydration } from './harness.ts';
import { contactSituationRoutes, da, helpAreaRoutes, postRoutes, situationRoutes, staticRoutes } from './routes.ts';

const browser = useBrowser();
// Every screen: each static page, the articles, an area's page, a situation's first and last page, a contact form about one.
const everyPage = [
  ...staticRoutes,
  ...postRoutes,
  ...helpAreaRoutes.slice(0, 1),
  ...situationRoutes.slice(0, 1),
  ...situationRoutes.slice(-1),
  ...contactSituationRoutes.slice(0, 1),
]
  .map((r) => r.path)
  .concat('/findes-ikke');

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

const screensLink = (page: Page) => page.locator(`link#${SCREENS_CSS_ID}`);

describe('the other screens’ styles', () => {
  it.each(everyPage.flatMap((path) => [375, 1280].map((width) => [path, width] as const)))(
    '%s at %i px looks the same before and after they arrive',
    async (path, width) => {
      const { page, close } = await openPage(browser(), { viewport: { width, height: 800 } });
      // Held back until the page is measured with its own styles only.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/screens.*.css', async (route) => {
        await held;
        await route.continue();
      });
      // Not until "load", nor waitForHydration: both wait for the held file.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => document.fonts.ready);
      expect(await screensLink(page).getAttribute('media')).toBe('print');
      const before = await layoutOf(page);
      release();
      await expect.poll(() => screensLink(page).getAttribute('media')).toBe('all');
      expect(await layoutOf(page)).toEqual(before);
      await close();
    },
    30_000,
  );

  it('are there for the next screen the app shows', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(postRoutes[0]!.path);
    await waitForHydration(page);
    await expect.poll(() => screensLink(page).getAttribute('media')).toBe('all');
    // /ydelser's cards are in rows only by its own sheet, which the article page does not inline.
    expect(await page.locator('style').first().textContent()).not.toContain('.service-grid');
    await page.getByRole('banner').getByRole('link', { name: da['nav.services'], exact: true }).click();
    await page.waitForURL(`**${href('services')}`);
    await expect.poll(() => page.locator('.service-grid').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await close();
  });
});
