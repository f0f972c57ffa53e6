import { inSentence } from '@/i18n/inSentence';
// From problem to the right help (issue #22): the help guide, the urgent path, the contact
// form's area and deadline, and what happens next. Expectations come from the generated data.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { areaAnchors, areaIds, sensitiveAreaIds, type AreaId } from '@generated/legal-areas';
import { readPageData } from '@/pages/readPageFiles';
import { QUICK_EXIT_URL } from '@/content/helpLinks';
import type { HelpPage } from '@/content/schema';
import { readPostIndex } from '@/content/posts/readPosts';
import { contactAbout } from '@/routes/contactArea';
import { areaKey } from '@/i18n/translate';
import { href, hrefIn } from '@/routes/href';
import { inDays, openPage, startingWith, tick, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';
import { en } from '@generated/messages-en';
import { contentPaths } from '../../scripts/content/content-paths.ts';

const browser = useBrowser();
const client = contentPaths().clientDir;
const areaName = (id: string) => da[`area.${id}` as keyof typeof da];
const helpPage = async (id: AreaId) => JSON.parse(await readFile(path.join(client, 'help', `${areaAnchors[id]}.json`), 'utf8')) as HelpPage;
const posts = await readPostIndex();
const urgentOrganisations = await readPageData('contact', 'urgent');
const adviceOrganisation = await readPageData('contact', 'advice');
const warningDays = await readPageData('contact', 'deadlineWarningDays');

/** The numbers that answer now, each a tel: link. */
async function urgentNumbers(page: Page) {
  const box = page.getByRole('complementary', { name: da['urgent.title'] });
  return box.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}
const expectedNumbers = urgentOrganisations.map((org) => `tel:${org.phone.replace(/\s/g, '')}`);

/** The calm line where a person may be in danger: the first number, and a link to the full list. */
async function calmLine(page: Page) {
  const line = page.getByRole('main').locator('p', { hasText: da['urgent.danger'] });
  if ((await line.count()) === 0) return null;
  return {
    call: await line.locator('a[href^="tel:"]').getAttribute('href'),
    all: await line.getByRole('link', { name: da['urgent.allNumbers'] }).getAttribute('href'),
  };
}
const expectedLine = { call: expectedNumbers[0], all: `${href('help')}#urgent` };

describe('the help guide', () => {
  it('works without JavaScript: the urgent numbers, every area, and each area page', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/find-hjaelp');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(da['help.title']);
    expect(await urgentNumbers(page)).toEqual(expectedNumbers);
    const list = page.getByRole('region', { name: da['help.question'] }).getByRole('list');
    // Each card: the area's name, then a line (its guide's first sentence); "other", what to write about.
    const links = await list
      .getByRole('link')
      .evaluateAll((as) =>
        as.map((a) => [a.firstChild?.textContent, a.querySelector('.help-areas__line')?.textContent ?? null, a.getAttribute('href')]),
      );
    const leads = await readPageData('help', 'areaLeads');
    expect(links).toEqual([
      ...areaIds.map((id) => [areaName(id), leads[id].da, href('helpArea', { area: areaAnchors[id] })]),
      [da['guide.otherArea'], da['help.otherText'], contactAbout('da', 'other')],
    ]);
    for (const id of areaIds) expect((await helpPage(id)).intro.da.startsWith(leads[id].da), id).toBe(true);
    for (const id of areaIds) {
      const guide = await helpPage(id);
      await page.goto(href('helpArea', { area: areaAnchors[id] }));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(areaName(id));
      const main = page.getByRole('main');
      for (const deadline of guide.deadlines) {
        expect(await main.textContent()).toContain(deadline.da);
        expect(await main.getByRole('link', { name: deadline.statute }).getAttribute('href')).toBe(deadline.url);
      }
      // In the list of free help (a situation's title above it may name the same organisation).
      const orgs = main.locator('.help-orgs');
      for (const org of guide.help) expect(await orgs.getByRole('link', { name: org.name.da }).first().getAttribute('href')).toBe(org.url);
      for (const post of guide.posts)
        expect(await main.getByRole('link', { name: post.da.title }).getAttribute('href')).toBe(href('post', { slug: post.slug }));
      // Its articles under their heading; an area without any says so in one line, not a section.
      const articlesHeading = main.getByRole('heading', { name: da['help.articles'].replace('{area}', inSentence(areaName(id), 'da')) });
      expect(await articlesHeading.count(), id).toBe(guide.posts.length > 0 ? 1 : 0);
      expect(await main.getByText(da['help.noArticles']).count(), id).toBe(guide.posts.length > 0 ? 0 : 1);
      const write = main.getByRole('link', { name: da['help.write'].replace('{area}', inSentence(areaName(id), 'da')), exact: true });
      expect(await write.getAttribute('href')).toBe(contactAbout('da', id));
      // The calm urgent line and the quick exit only where a person may be in danger; the full list only in the guide.
      const sensitive = sensitiveAreaIds.includes(id);
      expect(await calmLine(page)).toEqual(sensitive ? expectedLine : null);
      expect(await page.getByRole('complementary', { name: da['urgent.title'] }).count()).toBe(0);
      const exit = page.getByRole('link', { name: da['exit.button'] });
      expect(await exit.count()).toBe(sensitive ? 1 : 0);
      if (sensitive) expect(await exit.getAttribute('href')).toBe(QUICK_EXIT_URL);
    }
    await close();
  });

  it('leads from an area to the contact form with that area chosen, in the app', async () => {
    const id = areaIds.find((a) => !sensitiveAreaIds.includes(a)) ?? areaIds[0]!;
    const guide = await helpPage(id);
    const { page, problems, close } = await openPage(browser());
    await page.goto('/find-hjaelp');
    await waitForHydration(page);
    await page.getByRole('link', { name: startingWith(areaName(id)) }).click();
    await page.waitForURL(`**${href('helpArea', { area: areaAnchors[id] })}`);
    await page.getByRole('heading', { name: da['help.canHelp'] }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(guide.canHelp[0]!.da);
    await page.getByRole('link', { name: da['help.write'].replace('{area}', inSentence(areaName(id), 'da')) }).click();
    await page.waitForURL(`**${contactAbout('da', id)}`);
    const select = page.getByLabel(da['contact.area']);
    await expect.poll(() => select.inputValue()).toBe(areaName(id));
    expect(problems).toEqual([]);
    await close();
  });

  it('is linked from the hero, the contact page, the services page, every article and the not-found page', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    for (const [route, text] of [
      ['/', da['hero.cta']],
      ['/kontakt', da['contact.helpLink']],
      ['/ydelser', da['services.helpLink']],
      ['/findes-ikke', da['notFound.help']],
    ] as const) {
      await page.goto(route);
      expect(await page.getByRole('main').getByRole('link', { name: text }).getAttribute('href'), route).toBe(href('help'));
    }
    for (const post of posts) {
      await page.goto(href('post', { slug: post.slug }));
      const link = page.getByRole('link', { name: da['articleHelp.link'].replace('{area}', inSentence(areaName(post.category), 'da')) });
      expect(await link.getAttribute('href'), post.slug).toBe(href('helpArea', { area: areaAnchors[post.category] }));
    }
    await close();
  });
});

describe('the urgent path', () => {
  it('shows the calm urgent line and the quick exit on a sensitive area’s article, not on another', async () => {
    const sensitive = posts.find((p) => sensitiveAreaIds.includes(p.category));
    const other = posts.find((p) => !sensitiveAreaIds.includes(p.category));
    const { page, close } = await openPage(browser());
    for (const post of [sensitive, other]) {
      if (!post) continue;
      await page.goto(href('post', { slug: post.slug }));
      await waitForHydration(page);
      const isSensitive = post === sensitive;
      expect(await page.getByRole('link', { name: da['exit.button'] }).count(), post.slug).toBe(isSensitive ? 1 : 0);
      expect(await calmLine(page), post.slug).toEqual(isSensitive ? expectedLine : null);
      expect(await page.getByRole('complementary', { name: da['urgent.title'] }).count()).toBe(0);
    }
    await close();
  });

  it('quick exit replaces the page, so Back does not return to it', async () => {
    const post = posts.find((p) => sensitiveAreaIds.includes(p.category));
    const { page, context, close } = await openPage(browser());
    // The neutral site, answered here: the tests never leave this machine.
    await context.route(`${QUICK_EXIT_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Neutral</title>' }));
    await page.goto(href('blog'));
    await page.goto(post ? href('post', { slug: post.slug }) : href('helpArea', { area: areaAnchors[sensitiveAreaIds[0]!] }));
    await waitForHydration(page);
    await page.getByRole('link', { name: da['exit.button'] }).click();
    await page.waitForURL(`${QUICK_EXIT_URL}**`);
    // The page left became the home page (quickExit.ts); behind it, the blog she came from.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === href('home'));
    await page.goBack();
    await page.waitForURL(`**${href('blog')}`);
    await close();
  });

  it('is one calm line on the contact page, every tel: link a 44 px tap, the full list one tap away', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/kontakt');
    const telHeights = () =>
      page.locator('a[href^="tel:"]').evaluateAll((links) => Math.min(...links.map((a) => a.getBoundingClientRect().height)));
    // Every tel: link on the page (the calm line's, the contact list's, the footer's) is a 44 px target.
    expect(await telHeights()).toBeGreaterThanOrEqual(44);
    expect(await page.getByRole('complementary', { name: da['urgent.title'] }).count()).toBe(0);
    expect(await calmLine(page)).toEqual(expectedLine);
    await page.getByRole('link', { name: da['urgent.allNumbers'] }).click();
    await page.waitForURL(`**${href('help')}#urgent`);
    expect(await urgentNumbers(page)).toEqual(expectedNumbers);
    expect(await telHeights()).toBeGreaterThanOrEqual(44);
    await close();
  });
});

describe('the contact form’s area and deadline', () => {
  const warning = da['contact.deadlineSoon'].split('{advice}')[0]!;

  it('warns at once when the deadline is within site.yaml’s days (10 by default’s 14), not after them, and never blocks the send', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/kontakt');
    await waitForHydration(page);
    const field = page.getByLabel(da['contact.deadline']);
    await field.fill(inDays(warningDays + 16));
    expect(await page.getByText(warning).count()).toBe(0);
    await field.fill(inDays(Math.min(10, warningDays)));
    await page.getByText(warning).waitFor();
    expect(await page.getByRole('link', { name: adviceOrganisation.name.da }).first().getAttribute('href')).toBe(adviceOrganisation.url);
    await field.fill(inDays(warningDays + 1));
    await expect.poll(() => page.getByText(warning).count()).toBe(0);
    await field.fill(inDays(warningDays));
    await page.getByText(warning).waitFor();
    await close();
  });

  it('shows, once an area is chosen, its first deadline, its free help and its guide, in each language', async () => {
    const formNotes = (await Promise.all(areaIds.map(async (id) => [id, (await helpPage(id)).formNote] as const))).flatMap(([id, note]) =>
      note ? [[id, note] as const] : [],
    );
    const { page, close } = await openPage(browser());
    for (const lang of ['da', 'en'] as const) {
      const m = lang === 'da' ? da : en;
      await page.goto(hrefIn(lang, 'contact'));
      await waitForHydration(page);
      const form = page.getByRole('form', { name: m['contact.formTitle'] });
      for (const id of areaIds) {
        const guide = await helpPage(id);
        await form.getByLabel(m['contact.area']).selectOption({ label: m[areaKey(id)] });
        const guideLink = form.getByRole('link', { name: m['contact.areaGuide'].replace('{area}', inSentence(m[areaKey(id)], lang)) });
        expect(await guideLink.getAttribute('href'), id).toBe(hrefIn(lang, 'helpArea', { area: areaAnchors[id] }));
        // The hint has arrived when the area's first free help is linked.
        const org = guide.help[0]!;
        const orgLink = form.getByRole('link', { name: org.name[lang] }).first();
        await orgLink.waitFor();
        expect(await orgLink.getAttribute('href')).toBe(org.url);
        const [first] = guide.deadlines;
        if (first) {
          expect(await form.getByText(first[lang], { exact: false }).count()).toBe(1);
          expect(await form.getByRole('link', { name: first.statute }).first().getAttribute('href')).toBe(first.url);
        }
        // What must come first (a criminal case: a defence lawyer), whatever the date: only where the area says so.
        for (const [other, note] of formNotes)
          expect(await form.getByText(note[lang]).count(), `${id}: ${other}'s note`).toBe(other === id ? 1 : 0);
      }
    }
    await close();
  });

  it('says in the warning what to do for the chosen area, for 10 days ahead and not for 30', async () => {
    const id = areaIds[0]!;
    const { page, close } = await openPage(browser());
    await page.goto(contactAbout('da', id));
    await waitForHydration(page);
    const field = page.getByLabel(da['contact.deadline']);
    const advice = page.locator('p', { hasText: warning });
    await field.fill(inDays(30));
    expect(await advice.count()).toBe(0);
    await field.fill(inDays(10));
    await advice.waitFor();
    const now = advice.getByRole('link', { name: da['contact.areaGuide'].replace('{area}', inSentence(areaName(id), 'da')) });
    expect(await now.getAttribute('href')).toBe(href('helpArea', { area: areaAnchors[id] }));
    expect(await advice.textContent()).toContain(da['contact.deadlineNow']);
    await close();
  });

  it('sends the area, the deadline and the page’s language first, in the POST and in the e-mail alternative', async () => {
    const id = areaIds[0]!;
    const { page, close } = await openPage(browser());
    await page.route('**/', async (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback()));
    await page.goto(contactAbout('da', id));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: da['contact.formTitle'] });
    await expect.poll(() => form.getByLabel(da['contact.area']).inputValue()).toBe(areaName(id));
    const deadline = inDays(10);
    await form.getByLabel(da['contact.deadline']).fill(deadline);
    await form.getByLabel(da['contact.name']).fill('Test');
    await form.getByRole('textbox', { name: da['contact.email'] }).fill('test@eksempel.dk');
    await form.getByLabel(da['contact.subject']).fill('Emne');
    await form.getByLabel(da['contact.message']).fill('Besked');
    await tick(form.getByRole('checkbox', { name: da['contact.consent'] }));
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      form.getByRole('button', { name: da['contact.send'] }).click(),
    ]);
    const posted = new URLSearchParams(request.postData() ?? '');
    expect(posted.get('area')).toBe(areaName(id));
    expect(posted.get('deadline')).toBe(deadline);
    expect(posted.get('lang')).toBe('da');
    // The subject the owner is notified by starts with the area.
    expect(posted.get('subject')?.startsWith(areaName(id))).toBe(true);
    const mail = page.getByRole('link', { name: da['form.sendByEmail'] }).first();
    await mail.waitFor();
    const mailto = new URL((await mail.getAttribute('href'))!);
    const subject = mailto.searchParams.get('subject') ?? '';
    const body = mailto.searchParams.get('body') ?? '';
    expect(subject.startsWith(areaName(id))).toBe(true);
    expect(body.split('\n')[0]).toContain(areaName(id));
    expect(body.split('\n')[1]).toContain(da['contact.deadline']);
    expect(body.split('\n')[2]).toBe(`${da['lang.label']}: ${da['contact.langValue']}`);
    await close();
  });

  it('tells the owner to answer in English when the message comes from an English page', async () => {
    const { page, close } = await openPage(browser());
    await page.route('**/', async (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback()));
    await page.goto(hrefIn('en', 'contact'));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: en['contact.formTitle'] });
    await form.getByLabel(en['contact.name']).fill('Test');
    await form.getByRole('textbox', { name: en['contact.email'] }).fill('test@example.com');
    await form.getByLabel(en['contact.subject']).fill('Subject');
    await form.getByLabel(en['contact.message']).fill('Message');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      form.getByRole('button', { name: en['contact.send'] }).click(),
    ]);
    expect(new URLSearchParams(request.postData() ?? '').get('lang')).toBe('en');
    const mail = page.getByRole('link', { name: en['form.sendByEmail'] }).first();
    await mail.waitFor();
    const body = new URL((await mail.getAttribute('href'))!).searchParams.get('body') ?? '';
    expect(body.split('\n')[2]).toBe(`${en['lang.label']}: ${en['contact.langValue']}`);
    await close();
  });
});

describe('what happens next', () => {
  it('the thank-you page says it, without JavaScript', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/kontakt/tak');
    expect(await page.getByRole('main').textContent()).toContain(da['next.sentText']);
    const steps = page.getByRole('region', { name: da['next.title'] });
    for (const key of ['next.ready', 'next.noReply'] as const) expect(await steps.textContent()).toContain(da[key]);
    expect(await steps.getByRole('link', { name: adviceOrganisation.name.da }).getAttribute('href')).toBe(adviceOrganisation.url);
    await close();
  });
});
