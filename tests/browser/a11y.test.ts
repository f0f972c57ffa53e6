// WCAG 2.2 AA by axe-core on every route, in Danish and English, on a phone and a desktop
// screen, with the disclaimer dialog closed and open.
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, waitForHydration, switchToEnglish } from './harness.ts';
import { da, helpAreaRoutes, postRoutes, situationRoutes, staticRoutes } from './routes.ts';

const browser = useBrowser();
const paths = [...staticRoutes, ...postRoutes, ...helpAreaRoutes, ...situationRoutes].map((r) => r.path).concat('/findes-ikke');
const widths = [375, 1280] as const;

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// One page, one width, one language per test: a test's work stays the same size on a busy machine.
describe.each(widths)('axe at %i px', (width) => {
  it.each(paths.flatMap((path) => (['da', 'en'] as const).map((lang) => [path, lang] as const)))(
    '%s (%s) has no violations with the dialog closed',
    async (path, lang) => {
      const { page, close } = await openPage(browser(), { viewport: { width, height: 900 } });
      await page.goto(path);
      await waitForHydration(page);
      if (lang === 'en') {
        await switchToEnglish(page);
        await page.waitForFunction(() => document.documentElement.lang === 'en');
      }
      expect(await violations(page), `${path} ${lang}`).toEqual([]);
      await close();
    },
  );

  it.each(paths)('%s has no violations with the disclaimer dialog open', async (path) => {
    const { page, close } = await openPage(browser(), { viewport: { width, height: 900 }, disclaimer: 'show' });
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('dialog', { name: da['disclaimerDialog.title'] }).waitFor();
    expect(await violations(page)).toEqual([]);
    await close();
  });
});

describe('the axe harness', () => {
  it('does report a planted violation, so a clean result means something', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
    expect((await violations(page)).join('\n')).toContain('image-alt');
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
