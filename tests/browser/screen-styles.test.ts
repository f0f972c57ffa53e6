// A page inlines only its own screen's styles; the other screens' come in one file that waits
// for nothing (build/screen-styles.ts). That file must change nothing on the page it loads on,
// or the page would shift when it arrives (checked on every page by page-checks.ts); and the app
// must have it for the next screen.
import { describe, expect, it } from 'vitest';
import { href } from '@/routes/href';
import { openPage, useBrowser, waitForHydration } from './harness.ts';
import { screensLink } from './page-checks.ts';
import { da, postRoutes } from './routes.ts';

const browser = useBrowser();

describe('the other screens’ styles', () => {
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
