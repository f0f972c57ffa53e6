import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

type FileWeight = { url: string; body: Buffer; raw: number; gzip: number };
export type PageWeight = {
  js: FileWeight[];
  /** Data fetched as JSON (a route's payload, a post, the post index). */
  json: FileWeight[];
  css: FileWeight[];
  jsRaw: number;
  jsGzip: number;
  /** JavaScript and JSON together: what the page waits for besides its HTML. */
  codeAndDataGzip: number;
  /** How many JavaScript and JSON files it fetched. */
  codeAndDataRequests: number;
  cssGzip: number;
};

/**
 * A first visit also opens the disclaimer dialog; a returning visitor has accepted it.
 */
type Visit = 'first' | 'returning';

/**
 * Records every script, stylesheet, document and JSON file `page` fetches from now on; `weigh()`
 * then weighs them, and the <style> elements of the documents: raw bytes and gzip -9 bytes,
 * whatever the server sent on the wire, and stops recording. Call it before the page is opened.
 */
export function recordWeights(page: Page): { weigh: () => Promise<PageWeight> } {
  const bodies: Promise<{ url: string; type: string; body: Buffer } | null>[] = [];
  const record = (response: Response) => {
    const resourceType = response.request().resourceType();
    const isJson = (resourceType === 'fetch' || resourceType === 'xhr') && new URL(response.url()).pathname.endsWith('.json');
    const type = isJson ? 'json' : resourceType;
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document' && type !== 'json') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), type, body }),
        () => null,
      ),
    );
  };
  page.on('response', record);
  // Stops recording: a tab that goes on to other pages (tests/browser/harness.ts's shared tab).
  return {
    weigh: async () => {
      page.off('response', record);
      return weigh((await Promise.all(bodies)).filter((f) => f !== null));
    },
  };
}

/**
 * Loads a page in Chromium, waits until it has hydrated (and, on a first visit, shows the
 * disclaimer dialog) and the network is quiet, and weighs what it fetched (recordWeights).
 */
export async function measurePage(browser: Browser, url: string, visit: Visit = 'first'): Promise<PageWeight> {
  // A Danish browser: the site's usual visitor (an English one also sees the English offer).
  const context = await browser.newContext({ locale: 'da-DK' });
  if (visit === 'returning') await context.addInitScript(() => window.localStorage.setItem('disclaimerAccepted', 'true'));
  const page = await context.newPage();
  const recorder = recordWeights(page);
  await page.goto(url, { waitUntil: 'load' });
  // The page's own state, not a quiet network alone: on a busy machine the network can fall
  // quiet before hydration has even asked for the screen's chunk.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  if (visit === 'first') await page.waitForSelector('dialog[open]');
  await page.waitForLoadState('networkidle');
  const weight = await recorder.weigh();
  await context.close();
  return weight;
}

function weigh(files: { url: string; type: string; body: Buffer }[]): PageWeight {
  const inlineStyles = files
    .filter((f) => f.type === 'document')
    .flatMap((f) =>
      [...f.body.toString().matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => ({
        url: `${f.url} <style>`,
        type: 'stylesheet',
        body: Buffer.from(m[1] ?? ''),
      })),
    );
  const ofType = (type: string) =>
    [...files, ...inlineStyles]
      .filter((f) => f.type === type)
      .map((f) => ({ url: f.url, body: f.body, raw: f.body.length, gzip: gzipSync(f.body, { level: 9 }).length }));
  const js = ofType('script');
  const json = ofType('json');
  const css = ofType('stylesheet');
  const sum = (list: { raw: number; gzip: number }[], key: 'raw' | 'gzip') => list.reduce((n, f) => n + f[key], 0);
  return {
    js,
    json,
    css,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    codeAndDataGzip: sum(js, 'gzip') + sum(json, 'gzip'),
    codeAndDataRequests: js.length + json.length,
    cssGzip: sum(css, 'gzip'),
  };
}
