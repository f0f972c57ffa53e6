// The review form is one form (src/components/ReviewForm.tsx): on the home page and on its own
// page /anmeldelse, with the same star rating and the same sending.
import { describe, expect, it } from 'vitest';
import { href } from '@/routes/href';
import type { Page } from 'playwright-core';
import { en } from '@generated/messages-en';
import { hrefIn } from '@/routes/href';
import { axeViolations } from './axe.ts';
import { openPage, toastsAtRest, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const browser = useBrowser();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('the review form on /anmeldelse', () => {
  it.each([['da', da] as const, ['en', en] as const])(
    '(%s) sent empty: the spec’s toast, each blank field marked with its message, focus on the first; writing clears the mark',
    async (lang, texts) => {
      const { page, problems, close } = await openPage(browser());
      await page.goto(hrefIn(lang, 'writeReview'));
      await waitForHydration(page);
      const form = page.getByRole('form', { name: texts['reviews.formTitle'] });
      const name = form.getByLabel(texts['reviews.formName']);
      const comment = form.getByLabel(texts['reviews.formComment']);
      let posts = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST') posts++;
      });
      await form.getByRole('button', { name: texts['reviews.submit'] }).click();
      await toast(page, texts['reviews.errorTitle']).waitFor();
      expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
      for (const [field, message] of [
        [name, texts['reviewForm.nameMissing']],
        [comment, texts['reviewForm.commentMissing']],
      ] as const) {
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        // The message is in the field's description (after the name's hint): a screen reader says it on the field.
        expect(
          await field.evaluate((el) =>
            (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
          ),
        ).toContain(message);
      }
      await toastsAtRest(page);
      expect(await axeViolations(page)).toEqual([]);
      // The summary at the form's top names each blank field, and each of its lines leads there.
      await form.getByText(texts['reviewForm.problem']).waitFor();
      await form.getByRole('link', { name: texts['reviewForm.commentMissing'] }).click();
      expect(await comment.evaluate((el) => el === document.activeElement)).toBe(true);
      // A blank name after trimming is as empty; the comment written is no longer marked.
      await name.fill('   ');
      await comment.fill('Tak');
      expect(await comment.getAttribute('aria-invalid')).toBeNull();
      await comment.focus();
      await form.getByRole('button', { name: texts['reviews.submit'] }).click();
      await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await comment.getAttribute('aria-invalid')).toBeNull();
      expect(posts).toBe(0);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('on a phone, sent empty: the summary comes to rest below the header and the spec’s toast, and the first field has focus', async () => {
    const { page, problems, close } = await openPage(browser(), { viewport: { width: 375, height: 667 } });
    await page.goto(hrefIn('da', 'writeReview'));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: da['reviews.formTitle'] });
    await form.getByRole('button', { name: da['reviews.submit'] }).click();
    const shown = toast(page, da['reviews.errorTitle']);
    await shown.waitFor();
    const summary = form.getByText(da['reviewForm.problem']);
    await expect
      .poll(async () => {
        const [note, title] = [await shown.boundingBox(), await summary.boundingBox()];
        return note && title && title.y >= note.y + note.height && title.y + title.height <= 667;
      })
      .toBe(true);
    expect(await form.getByLabel(da['reviews.formName']).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('has the home page’s stars; with JavaScript it sends, thanks once the host has it, and the review shows first on the home page', async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto('/anmeldelse');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: da['reviews.formTitle'] });
    expect(await form.getByRole('radio').count()).toBe(5);
    expect(await form.getByRole('radio', { name: '5 ud af 5 stjerner' }).isChecked()).toBe(true);
    const comment = `Skrevet på sin egen side (${Date.now()}).`;
    await form.getByLabel(da['reviews.formName']).fill('Lone');
    await form.getByRole('radio', { name: '3 ud af 5 stjerner' }).check({ force: true });
    await form.getByLabel(da['reviews.formComment']).fill(comment);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes('form-name=review'));
    await form.getByRole('button', { name: da['reviews.submit'] }).click();
    await toast(page, da['reviews.successTitle']).waitFor();
    expect(new URLSearchParams((await posted).postData() ?? '').get('rating')).toBe('3');
    await page.waitForURL((url) => url.pathname === '/');
    const card = page.locator('.reviews__grid > li').first();
    await card.filter({ hasText: comment }).waitFor();
    expect(await card.textContent()).toContain(da['reviews.pending']);
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript the chosen star is posted', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/anmeldelse');
    const form = page.getByRole('form', { name: da['reviews.formTitle'] });
    await form.getByLabel(da['reviews.formName']).fill('Ib');
    await form.locator('label', { hasText: '4 ud af 5 stjerner' }).click();
    await form.getByLabel(da['reviews.formComment']).fill('Uden JavaScript, fire stjerner.');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(href('reviewThanks'))),
      form.getByRole('button', { name: da['reviews.submit'] }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(new URLSearchParams(request.postData() ?? '').get('rating')).toBe('4');
    await close();
  });
});
