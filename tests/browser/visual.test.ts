// What a designer's eye checks that a test can measure too (issue #17): the portrait fills its
// frame, edges line up, the top bar holds still, focus shows on every background, and nothing
// is wider than the screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, waitForHydration } from './harness.ts';
import { da, helpAreaRoutes, postRoutes, staticRoutes } from './routes.ts';

const browser = useBrowser();
const everyPage = [...staticRoutes, ...postRoutes, ...helpAreaRoutes].map((r) => r.path).concat('/findes-ikke');

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

describe('focus', () => {
  it.each(everyPage.flatMap((path) => [375, 1280].map((width) => [path, width] as const)))(
    'on %s at %i px, every focused element shows a ring of at least 3:1 against what is behind it',
    async (path, width) => {
      const { page, close } = await open(path, width);
      const rings = await focusRings(page);
      expect(rings.length).toBeGreaterThan(3);
      for (const ring of rings) {
        expect(ring.outline, ring.element).not.toBe('none');
        for (const background of ring.backgrounds)
          expect(contrast(ring.outline, background), `${ring.element} on ${background}`).toBeGreaterThanOrEqual(3);
      }
      await close();
    },
  );
});

describe('no horizontal scrolling', () => {
  it.each([320, 375, 768, 1280].flatMap((width) => everyPage.map((path) => [width, path] as const)))(
    'at %i px on %s',
    async (width, path) => {
      const { page, close } = await open(path, width);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
      await close();
    },
  );
});
