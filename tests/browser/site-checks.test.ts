// Checks over the whole built site: valid HTML in every file, no broken internal link.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { LinkChecker, LinkState } from 'linkinator';
import { baseUrl } from './harness.ts';
import { contentPaths } from '../../scripts/content/content-paths.ts';
import { ADMIN_DIR } from '../../scripts/content/admin-page.ts';
import { site } from '@generated/site';

const client = contentPaths().clientDir;

/** Every page the site writes; not /admin/, whose page the CMS makes (cms.test.ts checks it). */
async function htmlFiles() {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !path.relative(client, file).startsWith(`${ADMIN_DIR}/`));
}

const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:a11y'],
  rules: {
    // React writes required="", Vike writes a bare async, the rules' defaults want one style;
    // all three forms are valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    // React's useId() ids start with "_", which HTML5 allows.
    'valid-id': ['error', { relaxed: true }],
    // The stars' fill is data, a custom property (Stars.tsx); no other inline style.
    'no-inline-style': ['error', { allowedProperties: ['--rating'] }],
  },
});

describe('html-validate', () => {
  it('finds no problem in any built HTML file', async () => {
    const files = await htmlFiles();
    expect(files.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(await readFile(file, 'utf8'), file);
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${path.relative(client, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
    // Every page of the site, one after another: more than the default time on a busy machine.
  }, 120_000);

  it('does report a planted error', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="da"><head><title>x</title></head><body><img src="a.png"></body></html>',
    );
    expect(report.valid).toBe(false);
  });
});

describe('links', () => {
  it('linkinator finds no broken internal link or fragment', async () => {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${baseUrl()}/`,
      recurse: true,
      checkFragments: true,
      linksToSkip: [`^(?!${baseUrl().replace(/[.]/g, '\\.')})`],
    });
    const broken = result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (from ${l.parent})`);
    expect(broken).toEqual([]);
    expect(result.links.filter((l) => l.state === LinkState.OK).length).toBeGreaterThan(20);
  }, 60_000);

  // linkinator checks a fragment only if the page it names is fetched after the link is seen: a
  // post's link to a heading of a post the crawl had already read passed (seeded fault F11b).
  it('every fragment one page links to is an id on the page it names', async () => {
    const pages = new Map<string, string>();
    for (const file of await htmlFiles()) {
      const rel = path.relative(client, file).split(path.sep).join('/');
      pages.set(
        `/${rel.endsWith('index.html') ? rel.slice(0, -'index.html'.length) : rel.replace(/\.html$/, '')}`,
        await readFile(file, 'utf8'),
      );
    }
    expect(brokenFragments(pages)).toEqual([]);
    // And it would see one.
    expect(brokenFragments(new Map([['/a/', '<h2 id="x">X</h2><a class="b" href="/a#y">Y</a>']]))).toEqual(['/a/ → /a/#y']);
  });
});

/** Links from one page to an id of another (or itself) that is not there, from each page's address to its HTML. */
function brokenFragments(pages: ReadonlyMap<string, string>): string[] {
  const decode = (text: string) => decodeURIComponent(text.replaceAll('&amp;', '&'));
  const ids = new Map(
    [...pages].map(([address, html]) => [address, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)))]),
  );
  return [...pages].flatMap(([from, html]) =>
    [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)#([^"]+)"/g)]
      .map((m) => ({ to: m[1]!.replace(/([^/])$/, '$1/'), fragment: decode(m[2]!) }))
      .filter(({ to, fragment }) => !ids.get(to)?.has(fragment))
      .map(({ to, fragment }) => `${from} → ${to}#${fragment}`),
  );
}

// Netlify, GitHub Pages and Cloudflare Pages all answer a folder asked for without its slash
// with a redirect (docs/architecture.md, "URLs"), and the project's server does the same: so any address the
// site writes without the slash shows up here as a 3xx.
describe('addresses no host redirects', () => {
  const status = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;

  it('every URL in the sitemap answers 200, not a redirect', async () => {
    const sitemap = await readFile(path.join(client, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(10);
    const answers = await Promise.all(urls.map(async (url) => [url, await status(url.replace(site.url, baseUrl()))] as const));
    expect(answers.filter(([, code]) => code !== 200)).toEqual([]);
  });

  it('every link from one page of the site to another answers 200, not a redirect', async () => {
    const hrefs = new Set<string>();
    for (const file of await htmlFiles())
      for (const [, href] of (await readFile(file, 'utf8')).matchAll(/<a [^>]*href="(\/[^"#?]*)/g))
        if (!href!.startsWith('//')) hrefs.add(href!);
    expect(hrefs.size).toBeGreaterThan(10);
    const answers = await Promise.all([...hrefs].map(async (href) => [href, await status(baseUrl() + href)] as const));
    expect(answers.filter(([, code]) => code !== 200)).toEqual([]);
  });

  it('would see one: a folder without its slash is redirected, as the hosts do', async () => {
    const response = await fetch(`${baseUrl()}/blog?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog/?x=1');
  });
});
