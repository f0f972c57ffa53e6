// "Hvad er der sket?" (issue #38): from the home page through each situation's questions to its
// outcome and on to a prefilled contact form, with and without JavaScript, in Danish and English,
// on a 375 px phone. Every expectation comes from the generated content, never from its words.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { areaAnchors, sensitiveAreaIds, type AreaId } from '@generated/legal-areas';
import type { Language } from '@/content/languages';
import type { HelpPage, SituationPage } from '@/content/schema';
import { situationPlace } from '@/content/situationPlace';
import { readPageData } from '@/pages/readPageFiles';
import { hrefIn } from '@/routes/href';
import { contactAboutOutcome } from '@/routes/contactAboutOutcome';
import { areaKey } from '@/i18n/translate';
import { contentPaths } from '../../scripts/content/content-paths.ts';
import { openPage, startingWith, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const client = contentPaths().clientDir;
const texts = { da, en };
const situations = await readPageData('help', 'situations');
const contactAreas = await readPageData('contact', 'contactAreas');
const contactSituations = await readPageData('contactSituation', 'contactSituations');
const contactAnswers = await readPageData('contactSituation', 'contactAnswers');
const homeSituations = await readPageData('home', 'homeSituations');
const pages = new Map(
  await Promise.all(
    situations.map(
      async (s) =>
        [s.address, JSON.parse(await readFile(path.join(client, 'situations', `${s.address}.json`), 'utf8')) as SituationPage] as const,
    ),
  ),
);
const phone = { width: 375, height: 667 };
/** An area's help page, as the build wrote it. */
const helpOf = async (area: AreaId) =>
  JSON.parse(await readFile(path.join(client, 'help', `${areaAnchors[area]}.json`), 'utf8')) as HelpPage;

/** The steps from the start to an outcome, always taking the answer at `choice` (the last if there are fewer). */
function pathTo(page: SituationPage, start: string, choice: number): { answers: string[]; outcome: string } {
  const answers: string[] = [];
  let key = start;
  for (let step = page.steps[key]; step && !('outcome' in step); step = page.steps[key]) {
    const answer = step.answers[Math.min(choice, step.answers.length - 1)]!;
    answers.push(key);
    key = answer.next;
  }
  return { answers, outcome: key };
}

/**
 * Clicks through a situation from the home page, as a visitor would: straight from "Hvad er der
 * sket?" if the home page lists it, else by "see all" and the help guide. Returns at its outcome.
 */
async function walk(page: Page, lang: Language, address: string, choice: number) {
  const situation = pages.get(address)!;
  const title = situation.title[lang];
  await page.goto(hrefIn(lang, 'home'));
  const onHome = homeSituations.some((s) => s.address === address);
  const home = page.getByRole('region', { name: texts[lang]['home.situations'] });
  if (!onHome) {
    await home.getByRole('link', { name: texts[lang]['home.situationsAll'] }).click();
    await page.waitForURL(`**${hrefIn(lang, 'help')}`);
  }
  const list = onHome ? home : page.getByRole('region', { name: texts[lang]['help.situations'] });
  await list.getByRole('link', { name: startingWith(title) }).click();
  const { answers, outcome } = pathTo(situation, situations.find((s) => s.address === address)!.start, choice);
  for (const key of answers) {
    const step = situation.steps[key]!;
    if ('outcome' in step) throw new Error('a question was expected');
    await page.getByRole('heading', { level: 1, name: step.question[lang] }).waitFor();
    // Where the visitor is ("Spørgsmål 1 af 2"), and the way back one question where there is one.
    const place = situationPlace(situation, key)!;
    const placeLine = page.locator('.situation__place');
    if (place.of > 1)
      expect(await placeLine.textContent()).toBe(
        texts[lang]['situation.place'].replace('{number}', String(place.number)).replace('{of}', String(place.of)),
      );
    else expect(await placeLine.count()).toBe(0);
    expect(await page.getByRole('link', { name: texts[lang]['situation.previous'] }).count()).toBe(place.previous ? 1 : 0);
    // The first question leads back to the help guide from the same place instead.
    if (place.number === 1) expect(await page.locator('.article__back').getAttribute('href')).toBe(hrefIn(lang, 'help'));
    const answer = step.answers[Math.min(choice, step.answers.length - 1)]!;
    await page.getByRole('link', { name: answer[lang], exact: true }).click();
  }
  const step = situation.steps[outcome]!;
  if (!('outcome' in step)) throw new Error('an outcome was expected');
  // The heading states the outcome's answer; the line above it names the situation.
  await page.getByRole('heading', { level: 1, name: step.outcome.title[lang], exact: true }).waitFor();
  expect(await page.locator('.situation__header .eyebrow').textContent()).toBe(title);
  // The tab says the answer too, except where she may be in danger (at-risk.test.ts).
  if (!situation.danger) await expect.poll(() => page.title()).toContain(step.outcome.title[lang]);
  expect(new URL(page.url()).pathname).toBe(hrefIn(lang, 'situation', { situation: address, step: outcome }));
  // Taps from the home page: the situation (and "see all" before it, if the home page does not list it), then each answer.
  return { situation, step: outcome, outcome: step.outcome, taps: answers.length + (onHome ? 1 : 2), onHome };
}

/** Whether an element starts within the first screen. */
const inFirstScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top < window.innerHeight);

describe('"Hvad er der sket?"', () => {
  it('lists every situation in the help guide, in order, without JavaScript', async () => {
    expect(situations.length).toBeGreaterThan(0);
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(hrefIn('da', 'help'));
    const links = page.getByRole('region', { name: da['help.situations'] }).getByRole('link');
    // Each card: the title, and under it the situation's area (none for "other").
    expect(
      await links.evaluateAll((as) =>
        as.map((a) => [a.firstChild?.textContent, a.querySelector('.help-areas__line')?.textContent ?? null]),
      ),
    ).toEqual(situations.map((s) => [s.title.da, s.area === 'other' ? null : da[areaKey(s.area)]]));
    await close();
  });

  // One test per situation, language and script setting: each walks to both ends of its first question.
  describe.each(
    situations.flatMap(({ address }) => (['da', 'en'] as const).flatMap((lang) => [true, false].map((js) => [address, lang, js] as const))),
  )('%s (%s, JavaScript %s)', (address, lang, javaScriptEnabled) => {
    it('reaches each end from the home page within three taps of the guide, with its deadline (or, in danger, the numbers) in the first screen of a phone', async () => {
      const { page, close, problems } = await openPage(browser(), { javaScriptEnabled, viewport: phone, returning: true });
      for (const choice of [0, 1]) {
        const { situation, step, outcome, taps, onHome } = await walk(page, lang, address, choice);
        // Three taps from the guide; from the home page, one more if it does not list the situation.
        expect(taps).toBeLessThanOrEqual(onHome ? 3 : 4);
        const main = page.getByRole('main');
        expect(await main.textContent()).toContain(outcome.means[lang]);
        if (outcome.deadline) {
          const deadline = page.getByRole('region', { name: texts[lang]['situation.deadline'] });
          expect(await deadline.textContent()).toContain(outcome.deadline[lang]);
          expect(await deadline.getByRole('link', { name: outcome.deadline.statute }).getAttribute('href')).toBe(outcome.deadline.url);
          // Where she may be in danger, the numbers to call come first and the law after what to do
          // (exit-history.test.ts); elsewhere the deadline is what the first screen shows.
          expect(await inFirstScreen(page, '#situation-deadline')).toBe(!situation.danger);
        }
        for (const org of outcome.help)
          expect(await main.getByRole('link', { name: org.name[lang] }).first().getAttribute('href')).toBe(org.url);
        // The quick exit on the pages of a sensitive situation, and only there.
        const sensitive = sensitiveAreaIds.some((id) => id === situation.area);
        expect(await page.getByRole('link', { name: texts[lang]['exit.button'] }).count()).toBe(sensitive ? 1 : 0);
        // On to the contact form about this situation, its area and name chosen in the prerendered
        // page too; the outcome goes along, and the form's data holds the answers on the way to it.
        const contact = contactAboutOutcome(lang, address, step);
        expect(Object.hasOwn(contactAnswers[address] ?? {}, step), `${address}/${step}`).toBe(true);
        const write = page.getByRole('link', { name: texts[lang]['situation.write'] });
        expect(await write.getAttribute('href')).toBe(contact);
        await write.click();
        await page.waitForURL(`**${contact}`);
        const form = page.getByRole('form', { name: texts[lang]['contact.formTitle'] });
        await expect.poll(() => form.getByLabel(texts[lang]['contact.area']).inputValue()).toBe(contactAreas[situation.area]);
        await form.getByText(`${texts[lang]['contact.situation']}: ${situation.title[lang]}`).waitFor();
        // What must come first (a criminal case: a defence lawyer; the violence situation: a victim's
        // lawyer): the situation's own note, else its area's, in the prerendered page too.
        const note =
          contactSituations[address]?.formNote ?? (situation.area === 'other' ? undefined : (await helpOf(situation.area)).formNote);
        if (note) expect(await form.textContent()).toContain(note[lang]);
      }
      expect(problems).toEqual([]);
      await close();
    });
  });

  it('leads back one question from a step that one question leads to, without JavaScript', async () => {
    const found = [...pages].flatMap(([address, page]) =>
      Object.keys(page.steps).flatMap((key) => {
        const previous = situationPlace(page, key)?.previous;
        return previous ? [{ address, key, previous: page.steps[previous]! }] : [];
      }),
    )[0];
    expect(found, 'a step with one question before it').toBeTruthy();
    const { address, key, previous } = found!;
    if (!('question' in previous)) throw new Error('a question was expected');
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(hrefIn('da', 'situation', { situation: address, step: key }));
    await page.getByRole('link', { name: da['situation.previous'] }).click();
    await page.getByRole('heading', { level: 1, name: previous.question.da }).waitFor();
    await close();
  });

  it('leads from an outcome to the contact form with the area and the situation chosen, and posts both', async () => {
    const { address } = situations.find((s) => pages.get(s.address)!.area !== 'other') ?? situations[0]!;
    const { page, close } = await openPage(browser(), { viewport: phone });
    await page.route('**/', async (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback()));
    const { situation, step } = await walk(page, 'da', address, 0);
    await page.getByRole('link', { name: da['situation.write'] }).click();
    await page.waitForURL(`**${contactAboutOutcome('da', address, step)}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: da['contact.formTitle'] });
    await expect.poll(() => form.getByLabel(da['contact.area']).inputValue()).toBe(contactAreas[situation.area]);
    expect(await form.textContent()).toContain(`${da['contact.situation']}: ${situation.title.da}`);
    // Beside the area, its note if it has one, but not its first deadline: the situation's own was on the page before.
    if (situation.area !== 'other') {
      const help = await helpOf(situation.area);
      const note = contactSituations[address]?.formNote ?? help.formNote;
      if (note) expect(await form.textContent()).toContain(note.da);
      for (const deadline of help.deadlines.slice(0, 1)) expect(await form.getByText(deadline.da).count()).toBe(0);
    }
    await form.getByLabel(da['contact.name']).fill('Test');
    await form.getByRole('textbox', { name: da['contact.email'] }).fill('test@eksempel.dk');
    await form.getByLabel(da['contact.subject']).fill('Emne');
    await form.getByLabel(da['contact.message']).fill('Besked');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      form.getByRole('button', { name: da['contact.send'] }).click(),
    ]);
    const posted = new URLSearchParams(request.postData() ?? '');
    expect(posted.get('area')).toBe(contactAreas[situation.area]);
    expect(posted.get('situation')).toBe(situation.title.da);
    expect(posted.get('lang')).toBe('da');
    // The answers she gave on the way, in Danish for the owner (issue #57 §4), where they are certain.
    const answers = contactAnswers[address]?.[step] ?? '';
    expect(posted.get('answers') ?? '').toBe(answers);
    await close();
  });

  it('the English contact form shows the situation in English and posts it in Danish for the owner', async () => {
    const { address } = situations[0]!;
    const situation = pages.get(address)!;
    const { page, close } = await openPage(browser());
    await page.goto(hrefIn('en', 'contactSituation', { situation: address }));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: en['contact.formTitle'] });
    await expect.poll(() => form.textContent()).toContain(`${en['contact.situation']}: ${situation.title.en}`);
    expect(await form.locator('input[name="situation"]').inputValue()).toBe(situation.title.da);
    // An address that names no situation (here one of Object's own keys) is not a page.
    const response = await page.goto(hrefIn('en', 'contactSituation', { situation: 'constructor' }));
    expect(response?.status()).toBe(404);
    expect(await page.locator('input[name="situation"]').count()).toBe(0);
    await close();
  });

  it('says a step that does not exist is not found, and leads back to the guide', async () => {
    const { address } = situations[0]!;
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    const response = await page.goto(hrefIn('da', 'situation', { situation: address, step: 'findes-ikke' }));
    expect(response?.status()).toBe(404);
    await close();
  });
});
