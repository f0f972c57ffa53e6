import { href, hrefIn } from '@/routes/href';
import { describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { readPageData } from '@/pages/readPageFiles';
import { portraitFile, site } from '@generated/site';
import { PORTRAIT_FILE } from '../../scripts/content/sample-portrait.ts';
import { areaKey } from '@/i18n/translate';
import { areaAnchors, areaIds } from '@/content/legalAreas';
import { contactAbout, OTHER_AREA } from '@/routes/contactArea';
import { sectionIds } from '@/routes/sectionIds';
import { readPostIndex } from '@/content/posts/readPosts';
import { openPage, useBrowser, waitForHydration, switchToEnglish } from './harness.ts';
import { da } from './routes.ts';

const courses = await readPageData('about', 'courses');
const owner = await readPageData('about', 'owner');
const serviceCards = await readPageData('services', 'serviceCards');

const browser = useBrowser();

async function open(path: string, lang: 'da' | 'en' = 'da') {
  const watched = await openPage(browser());
  await watched.page.goto(path);
  await waitForHydration(watched.page);
  if (lang === 'en') await switchToEnglish(watched.page);
  return watched;
}

describe('services', () => {
  it.each(['da', 'en'] as const)(
    'shows the areas of legal-areas.yaml plus other, the process, the course list and the contact button (%s)',
    async (lang) => {
      const m = lang === 'da' ? da : en;
      const { page, close } = await open('/ydelser', lang);
      const main = page.getByRole('main');
      expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(m['services.title']);
      const areaLinks = main.getByRole('link', { name: new RegExp(`^${m['services.getGuidance']}:`) });
      expect(await areaLinks.count()).toBe(serviceCards.length + 1);
      // Each card in order, titled and with its points in the page's language.
      const cards = main.locator('.service-card:not(.service-card--other)');
      expect(await cards.locator('h3').allTextContents()).toEqual(serviceCards.map((card) => card.title?.[lang] ?? m[areaKey(card.id)]));
      expect(await cards.first().locator('li').allTextContents()).toEqual(serviceCards[0]!.points.map((point) => point[lang]));
      // Each card's one action, "Få vejledning", is its area's page (deadlines and free help first, then a
      // message to me); "other" opens the form with "other" chosen (the card's anchor is its area's).
      const cardLinks = await areaLinks.evaluateAll((as) => as.map((a) => [a.closest('li')?.id ?? '', a.getAttribute('href')] as const));
      for (const [anchor, link] of cardLinks) {
        const area = areaIds.find((id) => areaAnchors[id] === anchor);
        expect(link, anchor).toBe(area ? hrefIn(lang, 'helpArea', { area: areaAnchors[area] }) : contactAbout(lang, OTHER_AREA));
      }
      expect(
        await main
          .locator('.service-card:not(.service-card--other)')
          .evaluateAll((cards) => cards.map((c) => c.querySelectorAll('a').length)),
      ).toEqual(serviceCards.map(() => 1));
      await areaLinks.first().click();
      const [firstAnchor] = cardLinks[0]!;
      await page.waitForURL(`**${hrefIn(lang, 'helpArea', { area: firstAnchor })}`);
      await page.goBack();
      await page.waitForURL(`**${hrefIn(lang, 'services')}`);
      expect(await main.getByRole('heading', { name: m['services.other.title'] }).count()).toBe(1);
      for (const n of [1, 2, 3] as const)
        expect(await main.getByRole('heading', { name: m[`services.step${n}.title`], exact: true }).count()).toBe(1);
      const text = (await main.textContent()) ?? '';
      expect(text).toContain(m['services.coursesText']);
      expect(text).toContain(m['services.notLawyerTitle']);
      expect(text).toContain(m['services.freeText']);
      expect(await main.getByRole('link', { name: m['services.contactNow'] }).getAttribute('href')).toBe(hrefIn(lang, 'contact'));
      // The course list lives on About: here its count, and a link that lands on it.
      for (const course of courses.completed) expect(text).not.toContain(course.teacher[lang]);
      await main.getByRole('link', { name: m['services.coursesLink'].replace('{count}', String(courses.completed.length)) }).click();
      await page.waitForURL((url) => url.pathname === hrefIn(lang, 'about') && url.hash === `#${sectionIds.aboutCourses}`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(sectionIds.aboutCourses);
      await close();
    },
  );
});

describe('about', () => {
  it.each(['da', 'en'] as const)('shows portrait, values, courses grouped by area with credits, the ongoing course (%s)', async (lang) => {
    const m = lang === 'da' ? da : en;
    const { page, close } = await open('/om', lang);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(m['about.title']);
    // The study with the university, and whether anyone reviews the guidance (site.yaml).
    expect(await main.textContent()).toContain(`${owner.study[lang]}, ${owner.university[lang]}`);
    expect(await main.textContent()).toContain(owner.review[lang]);
    expect(await main.locator('img.portrait').getAttribute('alt')).toBe(
      portraitFile === PORTRAIT_FILE ? m['profile.portraitAlt'].replace('{name}', site.name) : '',
    );
    for (const v of ['accessibility', 'clarity', 'respect'] as const) {
      expect(await main.getByRole('heading', { name: m[`about.value.${v}.title`] }).count()).toBe(1);
    }
    const areaHeadings = await main.locator('.course-area h3').allTextContents();
    // The areas that have a completed course, in the order of legal-areas.yaml.
    const courseAreas = areaIds.filter((id) => courses.completed.some((course) => course.area === id));
    expect(areaHeadings).toEqual(courseAreas.map((id) => m[areaKey(id)]));
    const text = (await main.textContent()) ?? '';
    const locale = lang === 'da' ? 'da-DK' : 'en-GB';
    // Lessons as a reader writes them: "6 lektioner", "4,5 lektioner" (DA), "4.5 lessons" (EN).
    for (const { credits } of courses.completed) {
      const written = Number.isInteger(credits) ? String(credits) : String(credits).replace('.', lang === 'da' ? ',' : '.');
      expect(text).toContain(m['courses.credits'].replace('{credits}', written));
    }
    for (const course of courses.inProgress) expect(text).toContain(course.title[lang]);
    for (const course of courses.completed) expect(text).toContain(course.title[lang]);
    const founded = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${site.founded}-01T00:00:00Z`),
    );
    expect(text).toContain(founded);
    expect(await main.getByRole('link', { name: m['about.contact'] }).getAttribute('href')).toBe(hrefIn(lang, 'contact'));
    await close();
  });
});

describe('disclaimer page', () => {
  it.each(['da', 'en'] as const)('has the seven sections and points to lawyers and free legal aid (%s)', async (lang) => {
    const m = lang === 'da' ? da : en;
    const { page, close } = await open('/juridisk-ansvarsfraskrivelse', lang);
    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const sections = ['notLawyer', 'noLiability', 'noGuarantee', 'complexCases', 'purpose', 'confidentiality', 'consent'] as const;
    expect(h2s.slice(0, 7)).toEqual(sections.map((s) => m[`disclaimer.${s}.title`]));
    const text = (await page.getByRole('main').textContent()) ?? '';
    // Name and description of each: an organisation's name becomes a link that says it opens another site.
    for (const key of ['disclaimer.help.advokatvagten', 'disclaimer.help.retshjaelp'] as const)
      for (const part of m[key].split(': ')) expect(text).toContain(part);
    expect(text).toContain(site.name);
    await close();
  });
});

describe('contact page', () => {
  it.each(['da', 'en'] as const)(
    'shows e-mail, phone and Instagram from site.yaml, the reply time and four questions (%s)',
    async (lang) => {
      const m = lang === 'da' ? da : en;
      const { page, close } = await open('/kontakt', lang);
      const main = page.getByRole('main');
      expect(await main.locator(`a[href="mailto:${site.email}"]`).count()).toBe(1);
      expect(await main.locator(`a[href="tel:${site.phone.replace(/\s+/g, '')}"]`).count()).toBe(1);
      expect(await main.textContent()).toContain(site.instagram);
      expect(await main.textContent()).toContain(m['contact.replyTime']);
      expect(await main.locator('details summary').count()).toBe(4);
      expect(await main.locator('textarea').getAttribute('rows')).toBe('5');
      await close();
    },
  );

  it('opens an FAQ answer by keyboard', async () => {
    const { page, close } = await open('/kontakt');
    const question = page.locator('details summary').nth(2);
    const answer = page.getByText(da['contact.faq3.a']);
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(true);
    expect(da['contact.faq3.a']).toMatch(/ikke advokat/);
    await page.keyboard.press('Space');
    expect(await answer.isVisible()).toBe(false);
    await close();
  });

  it('blocks a submission with a required field missing', async () => {
    const { page, close } = await open('/kontakt');
    const form = page.getByRole('form', { name: da['contact.formTitle'] });
    await form.getByLabel(da['contact.name']).fill('Mette');
    await form.getByRole('textbox', { name: da['contact.email'] }).fill('ikke-en-email');
    await form.getByLabel(da['contact.subject']).fill('Emne');
    await form.getByLabel(da['contact.message']).fill('Besked');
    await form.getByRole('button', { name: da['contact.send'] }).click();
    expect(await form.getByRole('button', { name: da['form.sending'] }).count()).toBe(0);
    expect(await form.getByRole('textbox', { name: da['contact.email'] }).evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(
      false,
    );
    await form.getByRole('textbox', { name: da['contact.email'] }).fill('mette@example.dk');
    await form.getByLabel(da['contact.subject']).fill('');
    await form.getByRole('button', { name: da['contact.send'] }).click();
    expect(await form.getByRole('button', { name: da['form.sending'] }).count()).toBe(0);
    await close();
  });
});

describe('not found', () => {
  it('offers the blog’s search and four links under the spec’s heading, not the whole menu again', async () => {
    const { page, close } = await open('/findes-ikke');
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    expect(await main.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      href('help'),
      href('home'),
      href('blog'),
      href('contact'),
    ]);
    // A word from an article's title, searched from here, is what the blog list shows.
    const [post] = await readPostIndex();
    const word = post!.da.title.split(/[\s:,]+/).find((w) => w.length >= 5)!;
    await main.getByRole('searchbox', { name: da['notFound.searchLabel'] }).fill(word);
    await main.getByRole('button', { name: da['notFound.search'] }).click();
    await page.waitForURL((url) => url.pathname === href('blog') && url.searchParams.get('q') === word);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('searchbox', { name: da['blog.searchLabel'] }).inputValue()).toBe(word);
    expect(await page.getByRole('article').getByRole('heading', { name: post!.da.title }).count()).toBe(1);
    await close();
  });

  it('a path in another letter case is the not-found page, from the host and after the app starts', async () => {
    const watched = await openPage(browser());
    const response = await watched.page.goto('/KONTAKT');
    expect(response?.status()).toBe(404);
    const heading = watched.page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Oops! Page not found');
    await waitForHydration(watched.page);
    expect(await heading.textContent()).toBe('Oops! Page not found');
    expect(await watched.page.getByRole('heading', { level: 1, name: da['contact.title'] }).count()).toBe(0);
    await watched.close();
  });

  it('is in English too and links home', async () => {
    const { page, close } = await open('/ukendt-side', 'en');
    expect(new URL(page.url()).pathname).toBe('/en/ukendt-side');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    expect(await page.getByRole('link', { name: en['notFound.home'] }).getAttribute('href')).toBe(hrefIn('en', 'home'));
    await close();
  });
});
