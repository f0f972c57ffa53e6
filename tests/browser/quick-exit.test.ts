// The quick exit (issue #38 §4): on every page a person in danger may land on, in the same corner,
// in view at the bottom of the longest page, by click or by Shift pressed three times, and Back
// does not return. Typing, capitals and all, never leaves. Pages come from the generated data.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { sensitiveAreaIds } from '@generated/legal-areas';
import { QUICK_EXIT_URL } from '@/content/helpLinks';
import { readPostIndex } from '@/content/posts/readPosts';
import { hrefIn } from '@/routes/href';
import { languages } from '@/content/languages';
import { openPage, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const texts = { da, en };
const phone = { width: 375, height: 667 };
const posts = await readPostIndex();
const sensitivePost = posts.find((p) => sensitiveAreaIds.includes(p.category));
/** The longest page a person in danger may read: a sensitive article, else the help guide. */
const longPage = sensitivePost ? hrefIn('da', 'post', { slug: sensitivePost.slug }) : hrefIn('da', 'help');

/** The neutral site, answered here: the tests never leave this machine. */
async function answerExit(context: BrowserContext) {
  await context.route(`${QUICK_EXIT_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Neutral</title>' }));
}

const exitLink = (page: Page, lang: 'da' | 'en' = 'da') => page.getByRole('link', { name: texts[lang]['exit.button'] });

describe('the quick exit', () => {
  it('is on the home page, the help guide, the contact page and its thank-you page, in both languages, and not on the blog', async () => {
    const { page, close } = await openPage(browser(), { viewport: phone });
    for (const lang of languages) {
      for (const route of ['home', 'help', 'contact', 'contactThanks'] as const) {
        await page.goto(hrefIn(lang, route));
        const exit = exitLink(page, lang);
        expect(await exit.count(), `${lang} ${route}`).toBe(1);
        expect(await exit.getAttribute('href')).toBe(QUICK_EXIT_URL);
        // The note beside it says what it cannot hide, and where to read how to hide the visit.
        const note = await exit.evaluate((a) =>
          document.getElementById(a.getAttribute('aria-describedby') ?? '')?.innerText.replace(/\s+/g, ' '),
        );
        expect(note).toBe(`${texts[lang]['exit.shift']} ${texts[lang]['exit.noteApp']} ${texts[lang]['exit.hide']}`);
      }
      await page.goto(hrefIn(lang, 'blog'));
      expect(await exitLink(page, lang).count()).toBe(0);
    }
    await close();
  });

  it('is the first thing in the first-visit dialog on the home page', async () => {
    const { page, close } = await openPage(browser(), { viewport: phone, disclaimer: 'show' });
    await page.goto(hrefIn('da', 'home'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: da['exit.button'] }).getAttribute('href')).toBe(QUICK_EXIT_URL);
    await close();
  });

  it('stays in view, uncovered, at the bottom of a long page, and covers nothing at the end', async () => {
    const { page, close } = await openPage(browser(), { viewport: phone });
    await page.goto(longPage);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    const exit = exitLink(page);
    const box = (await exit.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    // Nothing lies over it, and the page's last link is above it, not under it.
    expect(
      await exit.evaluate((a) => {
        const r = a.getBoundingClientRect();
        return a.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
    ).toBe(true);
    const lastLink = (await page.locator('footer a').last().boundingBox())!;
    const group = (await page.locator('.quick-exit').boundingBox())!;
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual(group.y);
    await close();
  });

  it('is one compact bar across the whole screen on every kind of page, at 375, 768 and 1280 px', async () => {
    const pages = [hrefIn('da', 'home'), hrefIn('da', 'help'), hrefIn('da', 'contact'), longPage, hrefIn('en', 'help')];
    for (const width of [375, 768, 1280]) {
      const { page, close } = await openPage(browser(), { viewport: { width, height: 800 } });
      for (const path of pages) {
        await page.goto(path);
        await waitForHydration(page);
        const bar = (await page.locator('.quick-exit').last().boundingBox())!;
        const button = (await exitLink(page, path.startsWith('/en/') ? 'en' : 'da')
          .last()
          .boundingBox())!;
        // The whole width (an article's measure once capped it), one line, the button inside it.
        expect([bar.x, bar.width], `${path} at ${width}`).toEqual([0, width]);
        expect(bar.height, `${path} at ${width}`).toBeLessThanOrEqual(width < 640 ? 48 : 64);
        expect(button.x + button.width).toBeLessThanOrEqual(width);
        expect(button.y).toBeGreaterThanOrEqual(bar.y);
      }
      await close();
    }
  });

  it('leaves on Shift pressed three times, and Back does not return to the page but shows the home page', async () => {
    const { page, context, close } = await openPage(browser(), { viewport: phone });
    await answerExit(context);
    await page.goto(hrefIn('da', 'blog'));
    await page.goto(longPage);
    await waitForHydration(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift');
    await page.waitForURL(`${QUICK_EXIT_URL}**`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === hrefIn('da', 'home'));
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(da['hero.title']);
    // The page before it is still the blog.
    await page.goBack();
    await page.waitForURL(`**${hrefIn('da', 'blog')}`);
    await close();
  });

  it('does not leave while a message is typed, capitals and all, or on Shift+Tab; three Shifts on their own then do', async () => {
    const { page, context, close } = await openPage(browser(), { viewport: phone });
    const exits: boolean[] = [];
    let typed = false;
    await context.route(`${QUICK_EXIT_URL}**`, (route) => {
      exits.push(typed);
      return route.fulfill({ contentType: 'text/html', body: '<title>Neutral</title>' });
    });
    await page.goto(hrefIn('da', 'contact'));
    await waitForHydration(page);
    const message = page.getByRole('textbox', { name: da['contact.message'] });
    const text = 'Hej Anna. Min Udlejer Siger Nej, Og Jeg Ved Ikke Hvad Jeg Skal Goere';
    await message.focus();
    // Each capital as a person types it: Shift held down, the letter, Shift released.
    for (const char of text) await (/[A-Z]/.test(char) ? page.keyboard.press(`Shift+Key${char}`) : page.keyboard.type(char));
    // Back through the form and forward again: a Shift held for Tab counts no more than one held for a capital.
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) await page.keyboard.press(key);
    expect(await message.inputValue()).toBe(text);
    typed = true;
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift');
    await page.waitForURL(`${QUICK_EXIT_URL}**`);
    expect(exits).toEqual([true]);
    await close();
  });
});
