// The forms setting in site.yaml (forms.provider), built for real: the CSP allows exactly the
// configured form host and the pages raise no violation, with each provider. The default
// (netlify) is the main build; endpoint and mailto are built here from a copy of content/.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Submission } from '../../scripts/form-host.ts';
import { startStaticServer } from '../../scripts/static-server.ts';
import { baseUrl, openPage, useBrowser, waitForHydration } from './harness.ts';
import { da } from './routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const browser = useBrowser();
type Server = Awaited<ReturnType<typeof startStaticServer>>;
const servers: Server[] = [];
const temp: string[] = [];
const sites: Record<'endpoint' | 'mailto', string> = { endpoint: '', mailto: '' };
let service: Server | undefined;
let serviceInbox = '';

/** Builds the real content with another forms setting into its own folder, and serves it (as a host without forms). */
async function buildWith(name: string, forms: string): Promise<string> {
  // Inside the project: Vike's prerender cannot find a server build outside its root.
  const work = path.join(root, '.cache', `forms-${name}`);
  await rm(work, { recursive: true, force: true });
  temp.push(work);
  await cp(path.join(root, 'content'), path.join(work, 'content'), { recursive: true });
  const siteFile = path.join(work, 'content', 'site.yaml');
  const site = await readFile(siteFile, 'utf8');
  if (!site.includes('forms:\n  provider: netlify\n')) throw new Error('content/site.yaml no longer holds the default forms setting');
  await writeFile(siteFile, site.replace('forms:\n  provider: netlify\n', forms));
  await promisify(execFile)('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: {
      ...process.env,
      CONTENT_DIR: path.join(work, 'content'),
      GENERATED_DIR: path.join(work, 'generated'),
      OUT_DIR: path.join(work, 'dist'),
      MARKDOWN_CACHE_DIR: path.join(work, 'cache'),
    },
    maxBuffer: 1 << 26,
  });
  const server = await startStaticServer({ dir: path.join(work, 'dist', 'client') });
  servers.push(server);
  return server.url;
}

beforeAll(async () => {
  // The form service the endpoint setting posts to: another origin, as Formspree would be.
  serviceInbox = await mkdtemp(path.join(tmpdir(), 'jv-service-'));
  temp.push(serviceInbox);
  service = await startStaticServer({ dir: path.join(root, 'dist', 'client'), forms: { dir: serviceInbox, log: () => undefined } });
  sites.endpoint = await buildWith(
    'endpoint',
    `forms:\n  provider: endpoint\n  endpoint: ${service.url}/f/kontakt\n  service: { name: Testformular ApS, country: DK }\n`,
  );
  sites.mailto = await buildWith('mailto', 'forms:\n  provider: mailto\n');
}, 180_000);

afterAll(async () => {
  await Promise.all([...servers, ...(service ? [service] : [])].map((s) => s.close()));
  await Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Collects every CSP violation the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

async function fill(page: Page, subject: string) {
  const form = page.getByRole('form', { name: da['contact.formTitle'] });
  await form.getByLabel(da['contact.name']).fill('Åse Øberg');
  await form.getByLabel(da['contact.email']).fill('aase@eksempel.dk');
  await form.getByLabel(da['contact.subject']).fill(subject);
  await form.getByLabel(da['contact.message']).fill('Et spørgsmål om samvær.');
  await form.getByRole('checkbox', { name: da['contact.consent'] }).check();
  return form;
}

/** Submits the form as the browser would without our handler: CSP's form-action applies. */
const nativeSubmit = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[name="contact"]');
    if (form) HTMLFormElement.prototype.submit.call(form);
  });

async function inbox(): Promise<Submission[]> {
  const text = await readFile(path.join(serviceInbox, 'contact.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Submission);
}

describe('forms.provider', () => {
  it('netlify (the default): the CSP allows the site itself only, and a plain POST goes to the thank-you page', async () => {
    const csp = (await fetch(`${baseUrl()}/kontakt`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self';");
    expect(csp).toContain("connect-src 'self';");
    const { page, close } = await openPage(browser());
    const violations = await watchCsp(page);
    await page.goto('/kontakt');
    await waitForHydration(page);
    expect(await page.locator('form[name="contact"]').getAttribute('data-netlify')).toBe('true');
    await fill(page, 'Netlify uden JavaScript');
    await Promise.all([page.waitForURL('**/kontakt/tak'), nativeSubmit(page)]);
    expect(violations).toEqual([]);
    await close();
  });

  it('endpoint: the CSP allows exactly that origin; the message reaches the service with and without JavaScript', async () => {
    const origin = new URL(service!.url).origin;
    const csp = (await fetch(`${sites.endpoint}/kontakt`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action 'self' ${origin};`);
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    const html = await (await fetch(`${sites.endpoint}/kontakt`)).text();
    expect(html.replace(/&#0*39;/g, "'")).toContain(`form-action 'self' ${origin}`);
    const { page, problems, close } = await openPage(browser(), { baseURL: sites.endpoint });
    const violations = await watchCsp(page);
    await page.goto('/kontakt');
    await waitForHydration(page);
    expect(await page.locator('form[name="contact"]').getAttribute('action')).toBe(`${service!.url}/f/kontakt`);
    expect(await page.locator('form[name="contact"]').getAttribute('data-netlify')).toBeNull();
    const form = await fill(page, 'Via formulartjenesten');
    await form.getByRole('button', { name: da['contact.send'] }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: da['contact.sentTitle'] }).waitFor();
    await expect.poll(async () => (await inbox()).map((s) => s.fields.subject)).toContain('Via formulartjenesten');
    expect(problems).toEqual([]);

    // The plain POST leaves the site for the service's own answer page (whose requests, such
    // as its favicon, are the service's business).
    await fill(page, 'Formulartjenesten uden JavaScript');
    await Promise.all([page.waitForURL(`${service!.url}/f/kontakt`), nativeSubmit(page)]);
    await expect.poll(async () => (await inbox()).map((s) => s.fields.subject)).toContain('Formulartjenesten uden JavaScript');
    expect(violations).toEqual([]);
    await close();
  });

  it('mailto: the form opens the e-mail program with the message; the CSP allows mailto: for forms and nothing more', async () => {
    const csp = (await fetch(`${sites.mailto}/kontakt`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self' mailto:;");
    expect(csp).toContain("connect-src 'self';");
    const { page, close } = await openPage(browser(), { baseURL: sites.mailto });
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
    await contact.getByRole('button', { name: da['contact.send'] }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: da['form.mailtoTitle'] }).waitFor();
    await expect
      .poll(() => mails.find((mail) => mail.includes(`${da['contact.name']}: Åse Øberg`)))
      .toMatch(/^mailto:[^?]+\?subject=Henvendelse via hjemmesiden: Via e-mail&body=[\s\S]*Et spørgsmål om samvær\.$/);
    expect(await contact.getByLabel(da['contact.message']).inputValue()).toBe('Et spørgsmål om samvær.');
    expect(violations).toEqual([]);
    await close();
  });
});
