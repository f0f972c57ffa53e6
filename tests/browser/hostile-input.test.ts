// What a hostile or unusual keystroke once broke (issue #43): a date field's five-digit year,
// the quick exit behind the first-visit dialog, the English form's area, and Back after the exit.
// Expectations come from the generated texts and data, never from the owner's wording.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { areaAnchors, areaIds, sensitiveAreaIds } from '@generated/legal-areas';
import { en } from '@generated/messages-en';
import { QUICK_EXIT_URL } from '@/content/helpLinks';
import type { Language } from '@/content/languages';
import { readPostIndex } from '@/content/posts/readPosts';
import { readPageData } from '@/pages/readPageFiles';
import { contactAbout } from '@/routes/contactArea';
import { hrefIn } from '@/routes/href';
import { openPage, tick, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const texts = { da, en };
const posts = await readPostIndex();
const contactAreaNames = await readPageData('contact', 'contactAreas');

/** Fills the contact form's required fields with a message of its own. */
async function fillMessage(page: Page, lang: Language, message: string) {
  const t = texts[lang];
  const form = page.getByRole('form', { name: t['contact.formTitle'] });
  await form.getByLabel(t['contact.name']).fill('Test');
  await form.getByRole('textbox', { name: t['contact.email'] }).fill('test@eksempel.dk');
  await form.getByLabel(t['contact.subject']).fill('Emne');
  await form.getByLabel(t['contact.message']).fill(message);
  return form;
}

describe('the deadline field under any year the browser takes', () => {
  // Typed as a person types into Chromium's date field (month, day, year in en-US): every year
  // the field holds, and one typed only partly.
  const years = [
    ['121520266', '20266-12-15'],
    ['12150001', '0001-12-15'],
    ['12159999', '9999-12-15'],
    ['0913275760', '275760-09-13'],
    ['121520', '0020-12-15'],
  ] as const;

  for (const lang of ['da', 'en'] as const)
    it(`keeps the page and the typed message, and sends it (${lang})`, async () => {
      const t = texts[lang];
      const { page, problems, close } = await openPage(browser(), { locale: 'en-US' });
      await page.goto(hrefIn(lang, 'contact'));
      await waitForHydration(page);
      const message = `Besked med en frist ${lang}`;
      const form = await fillMessage(page, lang, message);
      const field = form.getByLabel(t['contact.deadline']);
      for (const [keys, value] of years) {
        // Empty, then into its first part from the field before, as a keyboard user comes.
        await field.fill('');
        await form.getByLabel(t['contact.area']).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.type(keys);
        await expect.poll(() => field.inputValue()).toBe(value);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t['contact.title']);
        expect(await form.getByLabel(t['contact.message']).inputValue()).toBe(message);
      }
      expect(problems.filter((p) => p.includes('Unexpected') || p.startsWith('pageerror'))).toEqual([]);
      // The owner sees the date as it was typed; the message goes.
      await tick(form.getByRole('checkbox', { name: t['contact.consent'] }));
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST'),
        form.getByRole('button', { name: t['contact.send'] }).click(),
      ]);
      const posted = new URLSearchParams(request.postData() ?? '');
      expect(posted.get('message')).toBe(message);
      expect(posted.get('deadline')).toBe(years.at(-1)![1]);
      await close();
    });

  it('says a deadline has passed, not that it is a few days away', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(hrefIn('da', 'contact'));
    await waitForHydration(page);
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const iso = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    await page.getByLabel(da['contact.deadline']).fill(iso);
    await page.getByText(da['contact.deadlinePassed'].split('{advice}')[0]!).waitFor();
    expect(await page.getByText(da['contact.deadlineSoon'].split('{advice}')[0]!).count()).toBe(0);
    await close();
  });
});

describe('the quick exit while the first-visit dialog is open', () => {
  const sensitivePost = posts.find((p) => sensitiveAreaIds.includes(p.category));
  const sensitivePages = [
    hrefIn('da', 'helpArea', { area: areaAnchors[sensitiveAreaIds[0]!] }),
    ...(sensitivePost ? [hrefIn('da', 'post', { slug: sensitivePost.slug })] : []),
  ];

  for (const storage of ['allowed', 'blocked'] as const)
    for (const path of sensitivePages)
      it(`is the first Tab stop and leaves at once: ${path}, storage ${storage}`, async () => {
        const { page, context, close } = await openPage(browser(), { disclaimer: 'show' });
        await context.route(`${QUICK_EXIT_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Neutral</title>' }));
        if (storage === 'blocked')
          await context.addInitScript(() => {
            Object.defineProperty(window, 'localStorage', {
              get() {
                throw new DOMException('blocked', 'SecurityError');
              },
            });
          });
        await page.goto(path);
        const dialog = page.getByRole('dialog', { name: da['disclaimerDialog.title'] });
        await dialog.waitFor();
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute('href')]);
        expect(focused).toEqual([da['exit.button'], QUICK_EXIT_URL]);
        await page.keyboard.press('Enter');
        await page.waitForURL(`${QUICK_EXIT_URL}**`);
        await close();
      });

  it('is not in the dialog of a page without the exit', async () => {
    const { page, close } = await openPage(browser(), { disclaimer: 'show' });
    await page.goto(hrefIn('da', 'helpArea', { area: areaAnchors[areaIds.find((id) => !sensitiveAreaIds.includes(id))!] }));
    const dialog = page.getByRole('dialog', { name: da['disclaimerDialog.title'] });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: da['exit.button'] }).count()).toBe(0);
    await close();
  });
});

describe('the English contact form’s area', () => {
  for (const id of [...areaIds, 'other' as const])
    it(`preselects ${id} and posts its name, never a text key`, async () => {
      const { page, close } = await openPage(browser());
      await page.route('**/', async (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback()));
      await page.goto(contactAbout('en', id));
      await waitForHydration(page);
      const form = await fillMessage(page, 'en', 'An English message');
      const area = form.getByLabel(en['contact.area']);
      await expect.poll(() => area.inputValue()).toBe(contactAreaNames[id]);
      expect(await area.locator('option:checked').textContent()).toBe(id === 'other' ? en['guide.otherArea'] : en[`area.${id}`]);
      await tick(form.getByRole('checkbox', { name: en['contact.consent'] }));
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST'),
        form.getByRole('button', { name: en['contact.send'] }).click(),
      ]);
      const posted = new URLSearchParams(request.postData() ?? '');
      expect(posted.get('area')).toBe(contactAreaNames[id]);
      expect(posted.get('subject')?.startsWith(contactAreaNames[id])).toBe(true);
      expect(request.postData()).not.toMatch(/area\.\w+|guide\.otherArea/);
      await close();
    });
});

describe('Back after the quick exit', () => {
  it('leads to no page that showed the exit, as the note beside it says', async () => {
    const family = sensitiveAreaIds[0]!;
    const post = posts.find((p) => p.category === family);
    const { page, context, close } = await openPage(browser());
    await context.route(`${QUICK_EXIT_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Neutral</title>' }));
    const guide = hrefIn('da', 'help');
    const area = hrefIn('da', 'helpArea', { area: areaAnchors[family] });
    await page.goto(hrefIn('da', 'home'));
    await waitForHydration(page);
    // Home → guide → a sensitive area → (an article of it) → exit, every step a link in the app.
    const follow = async (to: string) => {
      await page.locator(`main a[href="${to}"]`).first().dispatchEvent('click');
      await page.waitForURL(`**${to}`);
    };
    await page.evaluate((to) => document.querySelector<HTMLAnchorElement>(`a[href="${to}"]`)?.click(), guide);
    await page.waitForURL(`**${guide}`);
    await follow(area);
    if (post) await follow(hrefIn('da', 'post', { slug: post.slug }));
    const note = page.locator('.quick-exit__note').first();
    await note.getByText(da['exit.noteApp']).waitFor();
    expect(await note.getByText(da['exit.note']).isVisible()).toBe(false);
    await page.getByRole('link', { name: da['exit.button'] }).first().click();
    await page.waitForURL(`${QUICK_EXIT_URL}**`);
    // The page left became the home page (quickExit.ts); behind it, the way she came.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === hrefIn('da', 'home'));
    await page.goBack();
    await page.waitForURL(`**${guide}`);
    await page.goBack();
    await page.waitForURL(`**${hrefIn('da', 'home')}`);
    await close();
  });

  it('says without JavaScript that the page stays in the history', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(hrefIn('da', 'helpArea', { area: areaAnchors[sensitiveAreaIds[0]!] }));
    const note = page.locator('.quick-exit__note').first();
    expect(await note.getByText(da['exit.note']).isVisible()).toBe(true);
    expect(await note.getByText(da['exit.noteApp']).isVisible()).toBe(false);
    await close();
  });
});
