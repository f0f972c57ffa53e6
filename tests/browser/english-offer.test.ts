// The English offer (issue #38 §4): a browser whose first language is English, arriving on a
// Danish page from outside the site, is offered the English site in one line at the top, laid out
// from the first paint; the first-visit dialog carries the offer too. A Danish browser, a visitor
// coming from another page of the site, an English page and a page without JavaScript get none.
// The link follows the page the visitor is on; the button hides the line. Pages come from the
// route table and the generated data.
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { hrefIn } from '@/routes/href';
import { axeViolations } from './axe.ts';
import { baseUrl, openPage, useBrowser, waitForHydration } from './harness.ts';
import { da, postRoutes } from './routes.ts';

const browser = useBrowser();
const englishBrowser = { locale: 'en-GB', viewport: { width: 375, height: 667 } };
const article = postRoutes[0]!.path;

const offerLink = (page: Page) => page.locator('body > .english-offer').getByRole('link', { name: en['langOffer.link'] });
/** Where the header's EN link leads now: this page's English twin. */
const headerTwin = (page: Page) =>
  page.getByRole('group', { name: da['lang.label'] }).getByRole('link', { name: 'EN', exact: true }).getAttribute('href');

describe('the English offer', () => {
  it('is laid out from the first paint on a Danish page for an English browser, and leads to its English twin', async () => {
    const { page, close, problems } = await openPage(browser(), englishBrowser);
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: number; offerAtParse: string };
      seen.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const line = document.querySelector('body > .english-offer');
        if (line) seen.offerAtParse = getComputedStyle(line).display;
      });
    });
    await page.goto(article);
    await waitForHydration(page);
    const link = offerLink(page);
    expect(await link.isVisible()).toBe(true);
    // Shown as the page was parsed, before any of the app's scripts could move a thing.
    expect(await page.evaluate(() => (window as unknown as { offerAtParse: string }).offerAtParse)).toBe('flex');
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    // At the very top, above the header, the whole width.
    const box = (await page.locator('body > .english-offer').boundingBox())!;
    expect([box.y, box.width]).toEqual([0, 375]);
    expect(box.height).toBeGreaterThanOrEqual(44);

    const twin = await headerTwin(page);
    expect(twin).toMatch(/^\/en\//);
    await link.click();
    await page.waitForURL((url) => url.pathname === twin);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.locator('.english-offer').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('follows the page the visitor moved to in the app, and its button hides it', async () => {
    const { page, close } = await openPage(browser(), englishBrowser);
    await page.goto(hrefIn('da', 'home'));
    await waitForHydration(page);
    // Moved within the app (no page load): the line stays, and now leads to this page's twin.
    const contact = hrefIn('da', 'contact');
    await page.locator(`.site-footer a[href="${contact}"]`).click();
    await page.waitForURL((url) => url.pathname === contact);
    await offerLink(page).click();
    await page.waitForURL((url) => url.pathname === hrefIn('en', 'contact'));

    await page.goto(hrefIn('da', 'blog'));
    await waitForHydration(page);
    await page.locator('body > .english-offer').getByRole('button', { name: en['langOffer.close'] }).click();
    await page.locator('body > .english-offer').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(hrefIn('da', 'blog'));
    await close();
  });

  it('is in the first-visit dialog too, since the page behind it is inert, and has no violations there or on the page', async () => {
    const { page, close } = await openPage(browser(), { ...englishBrowser, disclaimer: 'show' });
    await page.goto(hrefIn('da', 'home'));
    const dialog = page.getByRole('dialog', { name: da['disclaimerDialog.title'] });
    await dialog.waitFor();
    await waitForHydration(page);
    // The modal dialog still holds the focus, the offer's link among its stops.
    const stops = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const { inside, text } = await dialog.evaluate((d) => ({
        inside: d.contains(document.activeElement),
        text: document.activeElement?.textContent ?? '',
      }));
      expect(inside, key).toBe(true);
      stops.add(text);
    }
    expect(stops).toContain(en['langOffer.link']);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: en['langOffer.link'] }).click();
    await page.waitForURL((url) => url.pathname === hrefIn('en', 'home'));
    // The English page asks the same in English.
    await page.getByRole('dialog', { name: en['disclaimerDialog.title'] }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: en['disclaimerDialog.accept'] }).click();
    await page.goto(hrefIn('da', 'home'));
    await waitForHydration(page);
    expect(await offerLink(page).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('is not shown to a Danish browser, on an English page, to a visitor from the site, or without JavaScript', async () => {
    const cases: { name: string; options: BrowserContextOptions; path: string; referer?: string }[] = [
      { name: 'a Danish browser', options: { locale: 'da-DK' }, path: hrefIn('da', 'home') },
      { name: 'an English page', options: englishBrowser, path: hrefIn('en', 'home') },
      { name: 'from the site', options: englishBrowser, path: hrefIn('da', 'blog'), referer: `${baseUrl()}${hrefIn('da', 'home')}` },
      { name: 'without JavaScript', options: { ...englishBrowser, javaScriptEnabled: false }, path: hrefIn('da', 'home') },
    ];
    for (const { name, options, path, referer } of cases) {
      const { page, close } = await openPage(browser(), options);
      await page.goto(path, { referer });
      if (options.javaScriptEnabled !== false) await waitForHydration(page);
      expect(await offerLink(page).isVisible(), name).toBe(false);
      expect(await page.locator('.english-offer').evaluateAll((lines) => lines.filter((l) => l.checkVisibility()).length), name).toBe(0);
      await close();
    }
    // From another site (a search engine's result) the offer is made: the referrer alone decides.
    const { page, close } = await openPage(browser(), englishBrowser);
    await page.goto(hrefIn('da', 'blog'), { referer: 'https://www.example.org/search' });
    await waitForHydration(page);
    expect(await offerLink(page).isVisible()).toBe(true);
    await close();
  });
});
