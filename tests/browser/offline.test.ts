import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { href } from '@/routes/href';
import { routeHeadings } from '@/routes/routeHeadings';
import { readPageData } from '@/pages/readPageFiles';
import { da } from './routes';
import { openPage, switchToEnglish, useBrowser, waitForHydration } from './harness';

const browser = useBrowser();

/** How long the site is watched while offline, and the requests it may make in that time. */
const OFFLINE_WINDOW_MS = 3000;
const MAX_REQUESTS = 5;

const teaser = (await readPageData('home', 'teasers'))[0]!;

/** Opens a page, hydrated, and counts the requests it makes from then on. */
async function openCounting(path: string) {
  const watched = await openPage(browser(), { disclaimer: 'accepted' });
  await watched.page.goto(path);
  await waitForHydration(watched.page);
  let requests = 0;
  watched.page.on('request', () => requests++);
  return { ...watched, requests: () => requests };
}

/**
 * Watches the page for the offline window, then reports how many requests it made. A fixed
 * window on purpose: this measures that nothing retries on its own (the old failure was a
 * render loop of ~400 requests a second), so there is no condition to wait for instead.
 */
async function requestsWhileOffline(page: Page, requests: () => number): Promise<number> {
  const before = requests();
  await page.waitForTimeout(OFFLINE_WINDOW_MS);
  return requests() - before;
}

const failedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: da['common.loadFailed'] });

describe('offline: a page whose code is not loaded yet', () => {
  it.each([
    ['/', da['nav.services'], 'services'],
    ['/', da['nav.blog'], 'blog'],
    ['/om', da['nav.contact'], 'contact'],
  ] as const)('%s → %s says it could not be fetched, does not loop, and shows the page once back online', async (from, link, to) => {
    const { page, context, problems, requests, close } = await openCounting(from);
    await context.setOffline(true);
    await page.getByRole('navigation').first().getByRole('link', { name: link, exact: true }).click();
    await failedHeading(page).waitFor();
    // Inside the layout: the top bar and the footer still work.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: da['common.retry'] }).isVisible()).toBe(true);
    expect(await requestsWhileOffline(page, requests)).toBeLessThanOrEqual(MAX_REQUESTS);

    // Back online: the browser's `online` event brings the page, without a reload.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: da[routeHeadings[to]] }).waitFor();
    expect(await failedHeading(page).count()).toBe(0);
    expect(problems.filter((p) => !p.includes('net::ERR_INTERNET_DISCONNECTED') && !p.includes('Failed to fetch'))).toEqual([]);
    await close();
  });

  // Waits for the failure and for each retry: about 8 s on a busy machine.
  it(
    'home → an article on a connection that drops requests: "Prøv igen" tries once per press, and works once they get through',
    { timeout: 60_000 },
    async () => {
      const { page, requests, close } = await openCounting('/');
      // The browser still thinks it is online (no `online` event will come): only the button retries.
      let dropping = true;
      let dropped = 0;
      await page.route('**/*', (route) => (dropping ? (dropped++, route.abort('connectionreset')) : route.continue()));
      await page.getByRole('link', { name: teaser.da.title }).first().click();
      await failedHeading(page).waitFor();
      const retry = page.getByRole('button', { name: da['common.retry'] });
      expect(await requestsWhileOffline(page, requests)).toBeLessThanOrEqual(MAX_REQUESTS);
      // Pressed while requests still fail: one more attempt, the same message, no loop.
      const beforePress = dropped;
      await retry.click();
      await expect.poll(() => dropped).toBeGreaterThan(beforePress);
      await failedHeading(page).waitFor();
      expect(await requestsWhileOffline(page, requests)).toBeLessThanOrEqual(MAX_REQUESTS);

      dropping = false;
      await retry.click();
      await page.getByRole('heading', { level: 1, name: teaser.da.title }).waitFor();
      expect(page.url()).toContain(href('post', { slug: teaser.slug }));
      await close();
    },
  );

  it('the message follows the language the visitor chose', async () => {
    const { page, context, close } = await openCounting('/');
    await switchToEnglish(page);
    await context.setOffline(true);
    await page.getByRole('navigation').first().getByRole('link', { name: en['nav.services'], exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en['common.loadFailed'] }).waitFor();
    expect(await page.getByRole('button', { name: en['common.retry'] }).isVisible()).toBe(true);
    await close();
  });
});

describe('offline: other parts loaded on demand', () => {
  it('switching to English offline does nothing harmful, and works once back online', async () => {
    const { page, context, problems, requests, close } = await openCounting('/');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    expect(await requestsWhileOffline(page, requests)).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('da');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(da['hero.title']);

    await context.setOffline(false);
    await switchToEnglish(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en['hero.title']);
    expect(problems.filter((p) => p.includes('Unexpected Application Error'))).toEqual([]);
    await close();
  });

  it('opening the review form offline says so in place, keeps the page, and opens the form once back online', async () => {
    const { page, context, requests, close } = await openCounting('/');
    await context.setOffline(true);
    await page.getByRole('button', { name: da['reviews.write'] }).click();
    const section = page.locator('section.reviews');
    await section.getByRole('alert').filter({ hasText: da['common.loadFailed'] }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(da['hero.title']);
    expect(await page.title()).not.toContain('Unexpected Application Error');
    expect(await requestsWhileOffline(page, requests)).toBeLessThanOrEqual(MAX_REQUESTS);

    await context.setOffline(false);
    await section.getByLabel(da['reviews.formName']).waitFor();
    expect(await section.getByRole('alert').filter({ hasText: da['common.loadFailed'] }).count()).toBe(0);
    await close();
  });

  it('the disclaimer dialog opens although no chunk of the page arrives', async () => {
    const { page, close } = await openPage(browser(), { disclaimer: 'show' });
    // A connection that drops right after the page and its entry script: every other script fails.
    let refused = 0;
    await page.route('**/assets/chunks/*.js', async (route) => {
      refused++;
      await route.abort('internetdisconnected');
    });
    await page.goto('/juridisk-ansvarsfraskrivelse');
    const dialog = page.getByRole('dialog', { name: da['disclaimerDialog.title'] });
    await dialog.waitFor();
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.matches(':modal'))).toBe(true);
    expect(refused).toBeGreaterThan(0);
    await page.getByRole('button', { name: da['disclaimerDialog.accept'] }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('disclaimerAccepted'))).toBe('true');
    await close();
  });
});
