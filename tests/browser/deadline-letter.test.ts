// The deadline as a date, in the calendar, and the letter written (issue #60): from a question that
// asks for a day to the outcome that counts the deadline from it, the calendar file, the letter
// (copied, printed alone, downloaded, nothing of it sent or stored) and the contact form with the
// deadline filled in; in Danish and English, on a 375 px phone, at 200 % text. Every expectation
// comes from the generated content and the site's own counting, never from its words.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { sensitiveAreaIds } from '@generated/legal-areas';
import { countedBy } from '@/content/countedBy';
import { countDeadline, daysLeft, localDay } from '@/content/deadlines/countDeadline';
import type { Language } from '@/content/languages';
import type { LetterPage, SituationPage } from '@/content/schema';
import { formatDate } from '@/i18n/formatDate';
import { formatDay } from '@/i18n/formatDay';
import { readPageData } from '@/pages/readPageFiles';
import { contactAboutOutcome } from '@/routes/contactAboutOutcome';
import { FROM_PARAM } from '@/routes/contactArea';
import { hrefIn } from '@/routes/href';
import { contentPaths } from '../../scripts/content/content-paths.ts';
import { axeViolations } from './axe.ts';
import { activate, inDays, openPage, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const client = contentPaths().clientDir;
const texts = { da, en };
const phone = { width: 375, height: 667 };
const situations = await readPageData('help', 'situations');
const readJson = async <T>(file: string) => JSON.parse(await readFile(path.join(client, file), 'utf8')) as T;
const pages = new Map(
  await Promise.all(situations.map(async ({ address }) => [address, await readJson<SituationPage>(`situations/${address}.json`)] as const)),
);

/** Every question that asks for a day, with the outcome it counts in and that outcome's deadline. */
const dated = [...pages].flatMap(([address, situation]) =>
  Object.entries(situation.steps).flatMap(([asked, step]) => {
    if (!('question' in step) || !step.date) return [];
    const next = situation.steps[step.date.next];
    const deadline = countedBy(situation, step.date.next);
    if (!next || !('outcome' in next) || !deadline) throw new Error(`${address}: ${asked}'s date leads to no counted outcome`);
    return [{ address, situation, asked, date: step.date, outcome: next.outcome, deadline }];
  }),
);
const rule = (count: (typeof dated)[number]['deadline']['count']) => ({ ...count, moves: count.moves !== false });

/** A day far enough back that the deadline counted from it passed more than a year ago. */
const longPassed = ({ length, unit }: (typeof dated)[number]['deadline']['count']) =>
  inDays(-(length * { days: 1, weeks: 7, months: 31, years: 366 }[unit] + 800));

/** Gives the question's date field a day and asks for the deadline. */
async function giveDay(page: Page, lang: Language, label: string, day: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(day);
  await activate(page.getByRole('button', { name: texts[lang]['situation.dateSubmit'] }));
}

/** What a downloaded file holds, as text. */
async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

describe('the deadline as a date', () => {
  it('is asked for by at least three situations, each counting in an outcome that offers a letter', () => {
    expect(new Set(dated.map((d) => d.address)).size).toBeGreaterThanOrEqual(3);
    for (const { address, outcome } of dated) expect(outcome.letter, address).toBeTruthy();
  });

  describe.each(dated.flatMap((d) => (['da', 'en'] as const).map((lang) => [d.address, lang, d] as const)))(
    '%s (%s)',
    (_address, lang, d) => {
      const t = texts[lang];
      const from = inDays(-3);
      const { day } = countDeadline(from, rule(d.deadline.count));
      const next = hrefIn(lang, 'situation', { situation: d.address, step: d.date.next });

      it(
        'counts the day, puts it in a calendar file, writes the letter without sending it, and fills in the contact form',
        { timeout: 90_000 },
        async () => {
          const { page, context, close, problems } = await openPage(browser(), { viewport: phone, acceptDownloads: true });
          // Everything the page asks the network for, from the first page on.
          const sent: string[] = [];
          page.on('request', (request) => sent.push(`${request.url()}\n${request.postData() ?? ''}`));
          await page.goto(hrefIn(lang, 'situation', { situation: d.address, step: d.asked }));
          await waitForHydration(page);
          await giveDay(page, lang, d.date.label[lang], from);
          await page.waitForURL(`**${next}?${FROM_PARAM}=${from}`);

          // First on the outcome: the day, with its weekday, how it was counted and the days left.
          const card = page.getByRole('region', { name: d.deadline.count.whose?.[lang] ?? t['situation.yourDeadline'] });
          await card.waitFor();
          expect(await card.locator('time').getAttribute('datetime')).toBe(day);
          expect(await card.locator('time').textContent()).toBe(formatDay(day, lang));
          expect(await card.textContent()).toContain(d.deadline.statute);
          expect(await card.textContent()).toContain(formatDate(from, lang));
          const left = daysLeft(day, localDay());
          if (left > 1) expect(await card.textContent()).toContain(t['situation.daysLeft'].replace('{days}', String(left)));
          // Within 14 days, what to do today.
          expect((await card.textContent())?.includes(d.deadline.count.soon[lang])).toBe(left <= 14);
          expect(await axeViolations(page)).toEqual([]);

          // The calendar file: an all-day event on the day, reminders 7 and 2 days before (at 09:00),
          // named neutrally where the situation is sensitive.
          const neutral = sensitiveAreaIds.some((id) => id === d.situation.area);
          const calendar = await downloaded(page, () => activate(card.getByRole('button', { name: t['situation.calendar'] })));
          expect(calendar.name).toBe(`${t[neutral ? 'situation.calendarNeutralFile' : 'situation.calendarFile']}.ics`);
          // No duration ends in a bare "T" (RFC 5545: "P7DT" is not a duration).
          expect(calendar.text).not.toMatch(/:-?P[0-9WD]*T\r?$/m);
          const vcalendar = new ICAL.Component(ICAL.parse(calendar.text) as unknown[]);
          expect(vcalendar.getFirstPropertyValue('version')).toBe('2.0');
          expect(vcalendar.getFirstPropertyValue('prodid')).toBeTruthy();
          const vevent = vcalendar.getFirstSubcomponent('vevent')!;
          const event = new ICAL.Event(vevent);
          expect(event.uid).toBeTruthy();
          expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
          expect(event.startDate.isDate).toBe(true);
          expect(event.startDate.toString()).toBe(day);
          expect(event.endDate.toString()).toBe(countDeadline(day, { length: 1, unit: 'days', moves: false }).day);
          const triggers = vevent
            .getAllSubcomponents('valarm')
            .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
          expect(triggers).toEqual([-(7 * 24 - 9) * 3600, -(2 * 24 - 9) * 3600]);
          if (neutral) {
            expect(event.summary).toBe(t['situation.calendarNeutralTitle']);
            expect(vevent.hasProperty('description')).toBe(false);
            expect(await card.textContent()).toContain(t['situation.calendarNeutral']);
          } else {
            expect(event.summary).toBe(t['situation.calendarTitle'].replace('{title}', d.outcome.title[lang]));
            expect(event.description).toContain(d.deadline.url);
          }

          // The letter: the day from the journey is in already, and what she types fills it in.
          const letter = await readJson<LetterPage>(`letters/${d.outcome.letter!}.json`);
          await activate(page.getByRole('button', { name: t['situation.writeLetter'] }));
          const section = page.getByRole('region', { name: letter.title[lang] });
          const preview = section.locator('.letter__sheet');
          await preview.waitFor();
          const mark = 'ZQX7';
          for (const field of letter.fields) {
            const input = section.getByLabel(field[lang], { exact: true });
            if (field.journey === 'from') expect(await input.inputValue()).toBe(from);
            else if (field.journey === 'deadline') expect(await input.inputValue()).toBe(day);
            else if (field.kind === 'date') await input.fill(inDays(10));
            else await input.fill(`${mark} ${field.id}`);
          }
          // Closed and opened again, the letter still holds what she typed.
          const toggle = page.getByRole('button', { name: t['situation.writeLetter'] });
          await activate(toggle);
          await expect.poll(() => section.isHidden()).toBe(true);
          await activate(toggle);
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
          const filled = (await preview.textContent()) ?? '';
          for (const field of letter.fields.filter((f) => f.kind !== 'date')) expect(filled).toContain(`${mark} ${field.id}`);
          if (letter.fields.some((f) => f.journey === 'from')) expect(filled).toContain(formatDate(from, lang));
          expect(filled).toContain(formatDate(localDay(), lang));
          expect(filled).not.toMatch(/\{[a-z]+\}/);

          // Copied …
          await context.grantPermissions(['clipboard-read', 'clipboard-write']);
          await activate(section.getByRole('button', { name: t['situation.letterCopy'] }));
          await section.getByText(t['situation.letterCopied']).waitFor();
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          await context.clearPermissions();
          expect(copied).toBe(filled.trim());
          // … downloaded as text …
          const text = await downloaded(page, () => activate(section.getByRole('button', { name: t['situation.letterDownload'] })));
          // A sensitive situation's file says nothing in the browser's list of downloads.
          expect(text.name).toBe(`${neutral ? t['situation.letterFile'] : letter.title[lang]}.txt`);
          expect(text.text).toBe(filled.trim());
          // … and printed: the print dialog is asked for, and the printed page holds the letter alone.
          await page.evaluate(() => {
            window.print = () => void (document.documentElement.dataset.printed = 'true');
          });
          await activate(section.getByRole('button', { name: t['situation.letterPrint'] }));
          expect(await page.evaluate(() => document.documentElement.dataset.printed)).toBe('true');
          await page.emulateMedia({ media: 'print' });
          expect(
            await page
              .locator('body > *')
              .evaluateAll((all) => all.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.getAttribute('class'))),
          ).toEqual(['letter-print']);
          expect((await page.locator('.letter-print').textContent())?.trim()).toBe(filled.trim());
          await page.emulateMedia({ media: 'screen' });
          expect(await axeViolations(page, '.letter')).toEqual([]);

          // Nothing she typed left the browser, nor stayed in it.
          expect(sent.filter((request) => request.includes(mark))).toEqual([]);
          expect(page.url()).not.toContain(mark);
          expect(
            await page.evaluate(
              () =>
                [localStorage, sessionStorage]
                  .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`))
                  .join('\n') + document.cookie,
            ),
          ).not.toContain(mark);

          // At 200 % text nothing is wider than the phone.
          await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));

          // On to the contact form, the deadline filled in.
          const write = page.getByRole('link', { name: t['situation.write'] });
          expect(await write.getAttribute('href')).toBe(contactAboutOutcome(lang, d.address, d.date.next, day));
          await activate(write);
          await waitForHydration(page);
          await expect.poll(() => page.getByLabel(t['contact.deadline'], { exact: true }).inputValue()).toBe(day);
          expect(problems).toEqual([]);
          await close();
        },
      );

      it('refuses a day in the future, and sends a deadline long passed to what can be done now', { timeout: 60_000 }, async () => {
        const { page, close, problems } = await openPage(browser(), { viewport: phone });
        await page.goto(hrefIn(lang, 'situation', { situation: d.address, step: d.asked }));
        await waitForHydration(page);
        await giveDay(page, lang, d.date.label[lang], inDays(2));
        await page.getByText(t['situation.dateFuture']).waitFor();
        expect(await page.getByLabel(d.date.label[lang], { exact: true }).getAttribute('aria-invalid')).toBe('true');
        expect(new URL(page.url()).search).toBe('');

        const old = longPassed(d.deadline.count);
        await giveDay(page, lang, d.date.label[lang], old);
        const to = hrefIn(lang, 'situation', { situation: d.address, step: d.date.late ?? d.date.next });
        await page.waitForURL(`**${to}?${FROM_PARAM}=${old}`);
        const card = page.getByRole('region', { name: d.deadline.count.whose?.[lang] ?? t['situation.yourDeadline'] });
        await card.waitFor();
        expect(await card.locator('time').getAttribute('datetime')).toBe(countDeadline(old, rule(d.deadline.count)).day);
        // What a passed deadline means, and a word that the date may be wrong; no calendar for a day gone.
        expect(await card.textContent()).toContain(d.deadline.count.late[lang]);
        expect(await card.textContent()).toContain(t['situation.longAgo']);
        expect(await card.getByRole('button', { name: t['situation.calendar'] }).count()).toBe(0);
        expect(problems).toEqual([]);
        await close();
      });
    },
  );

  it('without JavaScript, posts the day to the outcome, whose general text is there', async () => {
    const d = dated[0]!;
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false, viewport: phone });
    await page.goto(hrefIn('da', 'situation', { situation: d.address, step: d.asked }));
    const from = inDays(-3);
    await page.getByLabel(d.date.label.da, { exact: true }).fill(from);
    await page.getByRole('button', { name: da['situation.dateSubmit'] }).click();
    await page.waitForURL(`**${hrefIn('da', 'situation', { situation: d.address, step: d.date.next })}?${FROM_PARAM}=${from}`);
    expect(await page.getByRole('main').textContent()).toContain(d.outcome.means.da);
    // No button that would do nothing without JavaScript.
    expect(await page.getByRole('button', { name: da['situation.writeLetter'] }).count()).toBe(0);
    await close();
  });
});
