// Axe on every page is in page-checks.ts; here, that axe would see a fault, and the keyboard's way in.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { openPage, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
describe('the axe harness', () => {
  it('does report a planted violation, so a clean result means something', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
    expect((await axeViolations(page)).join('\n')).toContain('image-alt');
    await close();
  });
});

describe('keyboard', () => {
  it('the skip link is the first focusable element and leads to the main content', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/blog');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const active = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      href: document.activeElement?.getAttribute('href'),
    }));
    expect(active).toEqual({ text: da['common.skipToContent'], href: '#main' });
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await close();
  });

  it('shows a visible focus outline', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await close();
  });

  it('respects prefers-reduced-motion', async () => {
    const { page, close } = await openPage(browser(), { reducedMotion: 'reduce' });
    await page.goto('/');
    const duration = await page.evaluate(() => getComputedStyle(document.querySelector('.button')!).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
    await close();
  });
});
