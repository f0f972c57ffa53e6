import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { portraitFile, site } from '@generated/site';
import { PORTRAIT_FILE } from '../../scripts/content/sample-portrait.ts';
import { readPageData } from '@/pages/readPageFiles';
import { areaKey } from '@/i18n/translate';
import { areaAnchors } from '@generated/legal-areas';
import { formatDate } from '@/i18n/formatDate';
import { href } from '@/routes/href';
import { baseUrl, openPage, useBrowser, waitForHydration, switchToEnglish } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const homeTeasers = await readPageData('home', 'teasers');
const reviews = await readPageData('home', 'reviews');
const homeSituations = await readPageData('home', 'homeSituations');
const homeAreas = await readPageData('home', 'homeAreas');

async function openHome(options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(browser(), options);
  await watched.page.goto('/');
  await waitForHydration(watched.page);
  return watched;
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const reviewItems = (page: Page) => page.locator('.reviews__grid > li');
/** The spoken label of a star rating, with the Danish decimal comma. */
const stars = (rating: number) => da['reviews.starsLabel'].replace('{rating}', String(rating).replace('.', ',')).replace('{max}', '5');

const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
/** How many of the home page's reviews are shown (not hidden by the phone's "Show all"). */
const shownReviews = (page: Page) => reviewItems(page).evaluateAll((lis) => lis.filter((li) => li.checkVisibility()).length);

/** The published reviews' average as the page should write it (one decimal, the language's decimal mark), and their number. */
function summaryOf(lang: 'da' | 'en') {
  const texts = lang === 'da' ? da : en;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  const rating = average.toLocaleString(lang === 'da' ? 'da-DK' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = reviews.length === 1 ? texts['reviews.countOne'] : texts['reviews.count'].replace('{count}', String(reviews.length));
  return {
    shown: `${texts['reviews.average'].replace('{rating}', rating).replace('{max}', '5')} · ${count}`,
    spoken: texts['reviews.summary'].replace('{rating}', rating).replace('{max}', '5').replace('{count}', count),
  };
}

/**
 * The filled controls (links and buttons with an opaque background) in the top bar and the page
 * that a visitor can see, with their place on the page. The quick exit is not a call to action:
 * it is the way out, fixed in a corner of every view (quick-exit.test.ts).
 */
const filledControls = (page: Page) =>
  page.evaluate(
    (exit) =>
      // A choice card (a situation) is a white card on the page, not a filled call to action.
      [...document.querySelectorAll<HTMLElement>('header a, header button, main a:not(.card), main button')]
        .filter((el) => el.textContent.trim() !== exit)
        .filter((el) => el.checkVisibility() && Number(getComputedStyle(el).backgroundColor.match(/[\d.]+/g)?.[3] ?? 1) > 0)
        .map((el) => {
          const box = el.getBoundingClientRect();
          return { text: el.textContent.trim(), top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
        }),
    da['exit.button'],
  );

function todayIso() {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

describe('home page', () => {
  it('in English, marks the published reviews as Danish text, since they are not translated', async () => {
    const { page, close } = await openHome();
    const comments = page.locator('.reviews__grid .review__comment');
    expect(await comments.first().getAttribute('lang')).toBeNull();
    await switchToEnglish(page);
    expect(await comments.evaluateAll((ps) => ps.map((p) => p.getAttribute('lang')))).toEqual(reviews.map(() => 'da'));
    await close();
  });

  it('has its sections in the spec order, with "Hvad er der sket?" right under the hero', async () => {
    const { page, close } = await openHome();
    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const order = ['home.servicesTitle', 'home.blogTitle', 'reviews.title', 'mission.title', 'cta.title'] as const;
    const situationsFirst = homeSituations.length > 0 ? [da['home.situations']] : [];
    expect(h2s.slice(0, situationsFirst.length)).toEqual(situationsFirst);
    const spec = h2s.slice(situationsFirst.length);
    expect(spec[0]).toContain(da['profile.title'].split('{')[0]!.trim());
    expect(spec.slice(1)).toEqual(order.map((k) => da[k]));
    await close();
  });

  it('leads from "Hvad er der sket?" to the first situations and to all of them, without JavaScript too', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/');
    const section = page.getByRole('region', { name: da['home.situations'] });
    const links = await section.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ...homeSituations.map((s) => [s.title.da, href('situation', { situation: s.address, step: s.start })]),
      [da['home.situationsAll'], href('help')],
    ]);
    await close();
  });

  it('a service card opens its own section of /ydelser, named as everywhere else, without a page load', async () => {
    const { page, close } = await openHome();
    await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
    // The last, the farthest down /ydelser of those the home page shows.
    const { id } = homeAreas.at(-1)!;
    await page.getByRole('link', { name: `${da['home.serviceLink']}: ${da[areaKey(id)]}` }).click();
    const card = page.locator(`#${areaAnchors[id]}`);
    await expect.poll(() => card.evaluate((el) => document.activeElement === el)).toBe(true);
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(da[areaKey(id)]);
    expect(await card.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
    await close();
  });

  it('links hero, profile, services and closing call to action to the right pages', async () => {
    const { page, close } = await openHome();
    const main = page.getByRole('main');
    // The big button is the guide (issue #57); the line under it, for one who knows what to ask, the form.
    expect(await main.getByRole('link', { name: da['hero.cta'] }).getAttribute('href')).toBe(href('help'));
    expect(await main.getByRole('link', { name: da['hero.help'] }).getAttribute('href')).toBe(href('contact'));
    expect(await main.getByRole('link', { name: da['hero.about'] }).getAttribute('href')).toBe(href('about'));
    expect(await main.getByRole('link', { name: da['profile.about'] }).getAttribute('href')).toBe(href('about'));
    expect(await main.getByRole('link', { name: da['profile.services'] }).getAttribute('href')).toBe(href('services'));
    const serviceLinks = main.getByRole('link', { name: new RegExp(`^${da['home.serviceLink']}:`) });
    expect(await serviceLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      ...homeAreas.map(({ id }) => `${href('services')}#${areaAnchors[id]}`),
    ]);
    expect(await main.getByRole('link', { name: da['home.servicesAll'] }).getAttribute('href')).toBe(href('services'));
    expect(await main.getByRole('link', { name: da['cta.button'] }).getAttribute('href')).toBe(href('contact'));
    // The owner's photo, described; until it is there, the monogram of their initials, decorative.
    const portrait = main.locator('img.portrait');
    expect(await portrait.getAttribute('src')).toBe(`/${portraitFile}`);
    expect(await portrait.getAttribute('alt')).toBe(
      portraitFile === PORTRAIT_FILE ? da['profile.portraitAlt'].replace('{name}', site.name) : '',
    );
    expect(await portrait.getAttribute('width')).toBeTruthy();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await close();
  });

  it('teases the two posts with title, date and link from their data', async () => {
    const { page, close } = await openHome();
    // The posts site.yaml names, whichever they are (the home page's payload has them).
    expect(homeTeasers).toHaveLength(2);
    for (const post of homeTeasers) {
      const link = page.getByRole('main').getByRole('link', { name: post.da.title, exact: true });
      expect(await link.getAttribute('href')).toBe(href('post', { slug: post.slug }));
      const date = formatDate(post.date, 'da');
      expect(date).toMatch(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
      expect(await page.getByRole('main').textContent()).toContain(date);
      expect(await page.getByRole('main').textContent()).toContain(post.da.excerpt);
    }
    await page.getByRole('main').getByRole('link', { name: homeTeasers[1]!.da.title, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(homeTeasers[1]!.da.title);
    await close();
  });

  it('is fully in English after the switch', async () => {
    const { page, close } = await openHome();
    await switchToEnglish(page);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(en['hero.title']);
    for (const key of ['home.servicesTitle', 'home.blogTitle', 'reviews.title', 'mission.title', 'cta.title'] as const) {
      expect(await main.getByRole('heading', { name: en[key] }).count(), key).toBe(1);
    }
    expect(await main.textContent()).toContain(formatDate(reviews[0]!.date, 'en'));
    await close();
  });
});

describe('one filled button per view', () => {
  it.each([
    [375, 740],
    [1280, 800],
  ])('at %i px the first screen has one, the hero’s, and no two fit in one screen further down', async (width, height) => {
    const { page, close } = await openHome({ viewport: { width, height } });
    const filled = await filledControls(page);
    expect(filled.filter((control) => control.top < height).map((control) => control.text)).toEqual([da['hero.cta']]);
    // The closing call to action has a filled button too: it is more than a screen away from any other.
    expect(filled.map((control) => control.text)).toContain(da['cta.button']);
    for (const [above, below] of filled.slice(1).map((control, i) => [filled[i]!, control] as const))
      expect(below.bottom - above.top, `${above.text} and ${below.text}`).toBeGreaterThan(height);
    await close();
  });
});

describe('reviews', () => {
  it('sums the published reviews up above the grid: their average out of 5 and their number, in each language', async () => {
    const { page, close } = await openHome();
    const summary = page.locator('.reviews__summary');
    const grid = page.locator('.reviews__grid');
    // What the eye reads (the sentence beside it is for a screen reader only).
    const shown = summary.locator('[aria-hidden="true"]:not(.stars)');
    expect((await summary.boundingBox())!.y).toBeLessThan((await grid.boundingBox())!.y);
    expect(await shown.innerText()).toBe(summaryOf('da').shown);
    // Read out as one sentence; the shorthand and the stars are hidden from a screen reader.
    expect(await summary.ariaSnapshot()).toBe(`- paragraph: ${summaryOf('da').spoken}`);
    await switchToEnglish(page);
    await expect.poll(() => shown.innerText()).toBe(summaryOf('en').shown);
    expect(await summary.ariaSnapshot()).toBe(`- paragraph: ${summaryOf('en').spoken}`);
    await close();
  });

  it.runIf(reviews.length > 3)(
    'on a 375 px phone shows three, and a button shows the rest and moves focus to the first new one',
    async () => {
      const { page, close } = await openHome(phone);
      expect(await reviewItems(page).count()).toBe(reviews.length);
      expect(await shownReviews(page)).toBe(3);
      const more = page.getByRole('button', { name: da['reviews.showAll'].replace('{count}', String(reviews.length)) });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await more.getAttribute('aria-controls')).toBe(await page.locator('.reviews__grid').getAttribute('id'));
      await more.focus();
      await page.keyboard.press('Enter');
      expect(await shownReviews(page)).toBe(reviews.length);
      const fewer = page.getByRole('button', { name: da['reviews.showFewer'] });
      expect(await fewer.getAttribute('aria-expanded')).toBe('true');
      expect(
        await reviewItems(page)
          .nth(3)
          .evaluate((li) => document.activeElement === li),
      ).toBe(true);
      expect(
        await reviewItems(page)
          .nth(3)
          .evaluate((li) => li.matches(':focus-visible')),
      ).toBe(true);
      // Showing fewer again keeps focus on the button, and the button in view.
      await fewer.click();
      expect(await shownReviews(page)).toBe(3);
      expect(await more.evaluate((b) => document.activeElement === b)).toBe(true);
      expect(await more.evaluate((b) => b.getBoundingClientRect().bottom <= window.innerHeight && b.getBoundingClientRect().top >= 0)).toBe(
        true,
      );
      await close();
    },
  );

  it('shows every review at 1280 px, and on a phone without JavaScript, and every review is in the prerendered HTML', async () => {
    const wide = await openHome({ viewport: { width: 1280, height: 800 } });
    expect(await shownReviews(wide.page)).toBe(reviews.length);
    expect(await wide.page.locator('.reviews__more').isVisible()).toBe(false);
    await wide.close();

    const noScript = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await noScript.page.goto('/');
    expect(await shownReviews(noScript.page)).toBe(reviews.length);
    expect(await noScript.page.locator('.reviews__more').isVisible()).toBe(false);
    await noScript.close();

    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html.match(/<li[^>]* class="review card"/g)).toHaveLength(reviews.length);
    for (const review of reviews) expect(html.toLowerCase()).toContain(`<time datetime="${review.date}">`);
  });

  it('shows every sample review with name, stars label, comment and Danish long date', async () => {
    const { page, close } = await openHome();
    expect(await reviewItems(page).count()).toBe(reviews.length);
    const first = reviewItems(page).first();
    expect(await first.textContent()).toContain(reviews[0]!.name);
    expect(await first.textContent()).toContain(reviews[0]!.comment);
    expect(await first.textContent()).toContain(formatDate(reviews[0]!.date, 'da'));
    const { rating } = reviews[0]!;
    expect(await page.getByRole('img', { name: stars(rating) }).count()).toBe(reviews.filter((r) => r.rating === rating).length);
    expect(await first.getByRole('img').getAttribute('aria-label')).toBe(stars(rating));
    await close();
  });

  it('opens the form, hides its button, and cancel brings it back', async () => {
    const { page, close } = await openHome();
    const write = page.getByRole('button', { name: da['reviews.write'] });
    await write.click();
    expect(await write.count()).toBe(0);
    const form = page.getByRole('form', { name: da['reviews.formTitle'] });
    await form.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('text');
    await form.getByRole('button', { name: da['reviews.cancel'] }).click();
    expect(await form.count()).toBe(0);
    expect(await page.getByRole('button', { name: da['reviews.write'] }).isVisible()).toBe(true);
    await close();
  });

  it.each([
    ['name', '   ', 'En god oplevelse'],
    ['comment', 'Mette', '  \n  '],
  ])('rejects a whitespace-only %s with the destructive toast and adds nothing', async (_field, name, comment) => {
    const { page, close } = await openHome();
    await page.getByRole('button', { name: da['reviews.write'] }).click();
    const form = page.getByRole('form', { name: da['reviews.formTitle'] });
    await form.getByLabel(da['reviews.formName']).fill(name);
    await form.getByLabel(da['reviews.formComment']).fill(comment);
    await form.getByRole('button', { name: da['reviews.submit'] }).click();
    const error = toast(page, da['reviews.errorTitle']);
    await error.waitFor();
    expect(await error.textContent()).toContain(da['reviews.errorText']);
    expect(await error.getByRole('alert').count()).toBe(1);
    expect(await reviewItems(page).count()).toBe(reviews.length);
    expect(await form.isVisible()).toBe(true);
    await close();
  });

  it('adds a valid review first with today’s Danish date, thanks the visitor and resets the form', async () => {
    const { page, close } = await openHome();
    await page.getByRole('button', { name: da['reviews.write'] }).click();
    const form = page.getByRole('form', { name: da['reviews.formTitle'] });
    await form.getByLabel(da['reviews.formName']).fill('  Karen B.  ');
    await form.locator('label', { has: page.getByText(stars(3)) }).click();
    await form.getByLabel(da['reviews.formComment']).fill('Rigtig god hjælp med min sag.');
    await form.getByRole('button', { name: da['reviews.submit'] }).click();

    const thanks = toast(page, da['reviews.successTitle']);
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(da['reviews.successText']);
    expect(await reviewItems(page).count()).toBe(reviews.length + 1);
    const first = reviewItems(page).first();
    expect(await first.locator('.review__name').textContent()).toBe('Karen B.');
    expect(await first.getByRole('img').getAttribute('aria-label')).toBe(stars(3));
    expect(await first.textContent()).toContain(formatDate(todayIso(), 'da'));
    expect(await form.count()).toBe(0);

    await page.getByRole('button', { name: da['reviews.write'] }).click();
    const reopened = page.getByRole('form', { name: da['reviews.formTitle'] });
    expect(await reopened.getByLabel(da['reviews.formName']).inputValue()).toBe('');
    expect(await reopened.getByLabel(da['reviews.formComment']).inputValue()).toBe('');
    expect(await reopened.getByRole('radio', { name: stars(5) }).isChecked()).toBe(true);
    await close();
  });

  it('renders a comment with HTML as literal text and runs nothing', async () => {
    const { page, close } = await openHome();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const evil = '<img src=x onerror=alert(1)>';
    await page.getByRole('button', { name: da['reviews.write'] }).click();
    const form = page.getByRole('form', { name: da['reviews.formTitle'] });
    await form.getByLabel(da['reviews.formName']).fill('Test');
    await form.getByLabel(da['reviews.formComment']).fill(evil);
    await form.getByRole('button', { name: da['reviews.submit'] }).click();
    await toast(page, da['reviews.successTitle']).waitFor();
    expect(await reviewItems(page).first().locator('.review__comment').textContent()).toBe(evil);
    // No element was made from the text, so no handler in it can run.
    expect(await reviewItems(page).first().locator('img').count()).toBe(0);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
    await close();
  });

  it('takes a rating by keyboard alone', async () => {
    const { page, close } = await openHome();
    await page.getByRole('button', { name: da['reviews.write'] }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel(da['reviews.formName']).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('text');
    await page.keyboard.type('Keyboard Karl');
    await page.keyboard.press('Tab'); // to the checked radio (5)
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kun med tastaturet.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, da['reviews.successTitle']).waitFor();
    expect(await reviewItems(page).first().getByRole('img').getAttribute('aria-label')).toBe(stars(3));
    await close();
  });
});

describe('disclaimer dialog', () => {
  async function firstVisit() {
    const watched = await openHome({ disclaimer: 'show' });
    const dialog = watched.page.getByRole('dialog', { name: da['disclaimerDialog.title'] });
    await dialog.waitFor();
    return { ...watched, dialog };
  }

  it('shows on the first visit as a modal dialog that holds the focus', async () => {
    const { page, dialog, close } = await firstVisit();
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.matches(':modal'))).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press(key);
    }
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await close();
  });

  it.each([
    ['the accept button', (page: Page) => page.getByRole('button', { name: da['disclaimerDialog.accept'] }).click()],
    ['the close icon', (page: Page) => page.getByRole('button', { name: da['disclaimerDialog.close'] }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ])('accepting via %s stores the acceptance, closes and thanks the visitor', async (_how, act) => {
    const { page, dialog, close } = await firstVisit();
    await act(page);
    expect(await dialog.isVisible()).toBe(false);
    // Focus is on the page's content, not lost on <body>.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => localStorage.getItem('disclaimerAccepted'))).toBe('true');
    const thanks = toast(page, da['disclaimerDialog.toastTitle']);
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(da['disclaimerDialog.toastText']);
    await page.reload();
    await waitForHydration(page);
    // The page has run all its code by now: a dialog it would open is open.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await close();
  });

  it('comes back after the footer button clears the acceptance and reloads', async () => {
    const { page, close } = await firstVisit();
    await page.getByRole('button', { name: da['disclaimerDialog.accept'] }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('contentinfo').getByRole('button', { name: da['footer.readDisclaimer'] }).click(),
    ]);
    await waitForHydration(page);
    await page.getByRole('dialog', { name: da['disclaimerDialog.title'] }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('disclaimerAccepted'))).toBeNull();
    await close();
  });

  it('still works for the visit when storage is blocked', async () => {
    const watched = await openPage(browser(), { disclaimer: 'show' });
    await watched.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const { page, problems, close } = watched;
    await page.goto('/');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: da['disclaimerDialog.title'] });
    await dialog.waitFor();
    await page.getByRole('button', { name: da['disclaimerDialog.accept'] }).click();
    expect(await dialog.isVisible()).toBe(false);
    await toast(page, da['disclaimerDialog.toastTitle']).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
