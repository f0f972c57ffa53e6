// The forms setting in site.yaml (forms.provider), built for real: the CSP allows exactly the
// configured form host and the pages raise no violation, with each provider. Each site is a copy
// of content/ with the setting under test, whatever the owner has chosen.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '@/routes/href';
import type { Page } from 'playwright-core';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import type { Forms, Newsletter } from '@/content/schema';
import { buildSite, type TempSite } from '../../scripts/build-site.ts';
import { readSubmissions } from '../../scripts/form-host.ts';
import { startStaticServer } from '../../scripts/static-server.ts';
import { activate, openPage, tick, useBrowser, waitForHydration, watchCsp } from '../browser/harness.ts';
import { da } from '../browser/routes.ts';

const browser = useBrowser();
type Server = Awaited<ReturnType<typeof startStaticServer>>;
const servers: Server[] = [];
const sites: TempSite[] = [];
const temp: string[] = [];
const urls: Record<Forms['provider'], string> = { netlify: '', endpoint: '', mailto: '' };
let service: Server | undefined;
let serviceInbox = '';
/** The newsletter's list service (as Buttondown would be): it takes an address, nothing else. */
let listService: Server | undefined;
let listInbox = '';

/** Builds the real content with this forms setting into its own folder, and serves it; `inbox` receives forms as Netlify would. */
async function buildWith(forms: z.input<typeof Forms>, inbox?: string, newsletter?: z.input<typeof Newsletter>): Promise<string> {
  const site = await buildSite({
    name: `forms-${forms.provider}`,
    content: async (dir) => {
      const file = path.join(dir, 'site.yaml');
      const doc = parseDocument(await readFile(file, 'utf8'));
      doc.set('forms', forms);
      // Only the list service this test names, whatever content/site.yaml holds.
      if (newsletter) doc.set('newsletter', newsletter);
      else doc.delete('newsletter');
      await writeFile(file, doc.toString());
    },
  });
  sites.push(site);
  const server = await startStaticServer({ dir: site.clientDir, ...(inbox && { forms: { dir: inbox, log: () => undefined } }) });
  servers.push(server);
  return server.url;
}

const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
};

beforeAll(async () => {
  // The form service the endpoint setting posts to: another origin, as Formspree would be. It
  // shows no pages of its own, only its plain answer to a POST.
  serviceInbox = await tempDir('jv-service-');
  const servicePages = await tempDir('jv-service-pages-');
  await writeFile(path.join(servicePages, '404.html'), 'Not found');
  // Formspree's spam trap (the setting's default), so a message with the other name filled in arrives.
  service = await startStaticServer({ dir: servicePages, forms: { dir: serviceInbox, log: () => undefined, honeypot: '_gotcha' } });
  listInbox = await tempDir('jv-list-');
  listService = await startStaticServer({ dir: servicePages, forms: { dir: listInbox, log: () => undefined, formName: 'newsletter' } });
  urls.netlify = await buildWith({ provider: 'netlify' }, await tempDir('jv-netlify-'));
  urls.endpoint = await buildWith(
    {
      provider: 'endpoint',
      endpoint: `${service.url}/f/kontakt`,
      service: { name: 'Testformular ApS', country: 'DK' },
    },
    undefined,
    { action: `${listService.url}/subscribe/nyhedsbrev`, service: { name: 'Nyhedsbrevstjenesten ApS', country: 'DK' } },
  );
  urls.mailto = await buildWith({ provider: 'mailto' });
});

afterAll(async () => {
  await Promise.all([...servers, ...(service ? [service] : []), ...(listService ? [listService] : [])].map((s) => s.close()));
  await Promise.all([...sites.map((s) => s.remove()), ...temp.map((dir) => rm(dir, { recursive: true, force: true }))]);
});

async function fill(page: Page, subject: string) {
  const form = page.getByRole('form', { name: da['contact.formTitle'] });
  await form.getByLabel(da['contact.name']).fill('Åse Øberg');
  await form.getByRole('textbox', { name: da['contact.email'] }).fill('aase@eksempel.dk');
  await form.getByLabel(da['contact.subject']).fill(subject);
  await form.getByLabel(da['contact.message']).fill('Et spørgsmål om samvær.');
  await tick(form.getByRole('checkbox', { name: da['contact.consent'] }));
  return form;
}

/** Submits the form as the browser would without our handler: CSP's form-action applies. */
const nativeSubmit = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[name="contact"]');
    if (form) HTMLFormElement.prototype.submit.call(form);
  });

/** `text` as a regular expression that matches exactly it. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const inbox = () => readSubmissions(serviceInbox, 'contact');

describe('forms.provider', () => {
  it('netlify (the default): the CSP allows the site itself only, and a plain POST goes to the thank-you page', async () => {
    const csp = (await fetch(`${urls.netlify}/kontakt`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self';");
    expect(csp).toContain("connect-src 'self';");
    const { page, close } = await openPage(browser(), { baseURL: urls.netlify });
    const violations = await watchCsp(page);
    await page.goto('/kontakt');
    await waitForHydration(page);
    expect(await page.locator('form[name="contact"]').getAttribute('data-netlify')).toBe('true');
    await fill(page, 'Netlify uden JavaScript');
    await Promise.all([page.waitForURL(`**${href('contactThanks')}`), nativeSubmit(page)]);
    expect(violations).toEqual([]);
    await close();
  });

  it('endpoint: the CSP allows exactly that origin; the message reaches the service with and without JavaScript', async () => {
    const origin = new URL(service!.url).origin;
    const csp = (await fetch(`${urls.endpoint}/kontakt`)).headers.get('content-security-policy') ?? '';
    // The form service and, for the newsletter box, the list service: nothing else.
    const list = new URL(listService!.url).origin;
    expect(csp).toContain(`form-action 'self' ${origin} ${list};`);
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    const html = await (await fetch(`${urls.endpoint}/kontakt`)).text();
    expect(html.replace(/&#0*39;/g, "'")).toContain(`form-action 'self' ${origin} ${list}`);
    const { page, problems, close } = await openPage(browser(), { baseURL: urls.endpoint });
    const violations = await watchCsp(page);
    await page.goto('/kontakt');
    await waitForHydration(page);
    expect(await page.locator('form[name="contact"]').getAttribute('action')).toBe(`${service!.url}/f/kontakt`);
    expect(await page.locator('form[name="contact"]').getAttribute('data-netlify')).toBeNull();
    const form = await fill(page, 'Via formulartjenesten');
    await activate(form.getByRole('button', { name: da['contact.send'] }));
    await page.locator('[data-sonner-toast]').filter({ hasText: da['contact.sentTitle'] }).waitFor();
    await expect.poll(async () => (await inbox()).map((s) => s.fields.subject)).toContain('Via formulartjenesten');
    expect(problems).toEqual([]);

    // The plain POST leaves the site for the service's own answer page (whose requests, such
    // as its favicon, are the service's business).
    await fill(page, 'Formulartjenesten uden JavaScript');
    await Promise.all([page.waitForURL(`${service!.url}/f/kontakt`), nativeSubmit(page)]);
    await expect.poll(async () => (await inbox()).map((s) => s.fields.subject)).toContain('Formulartjenesten uden JavaScript');
    // A bot that fills in every field fills in the service's own spam trap: the service drops it.
    await page.goto('/kontakt');
    await fill(page, 'Fra en robot');
    await page.locator('form[name="contact"] input[name="_gotcha"]').evaluate((input: HTMLInputElement) => (input.value = 'spam'));
    await Promise.all([page.waitForURL(`${service!.url}/f/kontakt`), nativeSubmit(page)]);
    expect((await inbox()).map((s) => s.fields.subject)).not.toContain('Fra en robot');
    expect(violations).toEqual([]);
    await close();
  });

  it('newsletter: the box posts the address to the list service, which the CSP allows and the privacy policy names', async () => {
    const origin = new URL(listService!.url).origin;
    const csp = (await fetch(`${urls.endpoint}/blog/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`form-action 'self' [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    const { page, problems, close } = await openPage(browser(), { baseURL: urls.endpoint });
    const violations = await watchCsp(page);
    await page.goto('/blog/');
    await waitForHydration(page);
    const box = page.getByRole('region', { name: da['newsletter.title'] });
    await box.getByLabel(da['newsletter.emailLabel']).fill('laeser@eksempel.dk');
    await tick(box.getByRole('checkbox', { name: da['newsletter.consent'] }));
    // Our page's problems; the service's answer page and its requests (a favicon) are the service's business.
    expect(problems).toEqual([]);
    await Promise.all([
      page.waitForURL(`${listService!.url}/subscribe/nyhedsbrev`),
      activate(box.getByRole('button', { name: da['newsletter.subscribe'] })),
    ]);
    const [signedUp] = await readSubmissions(listInbox, 'newsletter');
    // The address alone: the consent box is the visitor's, not a field for the service.
    expect(signedUp?.fields).toEqual({ email: 'laeser@eksempel.dk' });
    expect(violations).toEqual([]);
    await page.goto('/privatlivspolitik/');
    await expect.poll(() => page.locator('main').textContent()).toContain('Nyhedsbrevstjenesten ApS');
    await close();
  });

  it('mailto: the form opens the e-mail program with the message; the CSP allows mailto: for forms and nothing more', async () => {
    const csp = (await fetch(`${urls.mailto}/kontakt`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self' mailto:;");
    expect(csp).toContain("connect-src 'self';");
    const { page, close } = await openPage(browser(), { baseURL: urls.mailto });
    const violations = await watchCsp(page);
    await page.goto('/kontakt');
    await waitForHydration(page);
    const form = page.locator('form[name="contact"]');
    expect(await form.getAttribute('action')).toMatch(/^mailto:/);
    expect(await form.getAttribute('enctype')).toBe('text/plain');
    const mails: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('mailto:')) mails.push(decodeURIComponent(r.url()));
    });
    const contact = await fill(page, 'Via e-mail');
    // Without JavaScript the browser hands the form to the e-mail program (form-action mailto:).
    await nativeSubmit(page);
    await expect.poll(() => mails.some((mail) => mail.includes('subject=Via e-mail'))).toBe(true);
    // With it, the e-mail opens addressed to the owner with the subject and body filled in, and
    // the visitor is told; the form keeps the text.
    await activate(contact.getByRole('button', { name: da['contact.send'] }));
    await page.locator('[data-sonner-toast]').filter({ hasText: da['form.mailtoTitle'] }).waitFor();
    await expect
      .poll(() => mails.find((mail) => mail.includes(`${da['contact.name']}: Åse Øberg`)))
      .toMatch(
        new RegExp(
          `^mailto:[^?]+\\?subject=${escapeRegExp(da['contact.mailSubject'].replace('{subject}', 'Via e-mail'))}&body=[\\s\\S]*Et spørgsmål om samvær\\.$`,
        ),
      );
    expect(await contact.getByLabel(da['contact.message']).inputValue()).toBe('Et spørgsmål om samvær.');
    expect(violations).toEqual([]);
    await close();
  });
});
