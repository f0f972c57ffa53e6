// Launch day (issue #56): the gate every host runs (npm run gate), on a GitHub Pages project
// sub-path, over an owner's content with no sample left, passes and publishes a whole site; the
// same content with one sample back fails, naming it.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { payloadFile } from '@/content/pagePayload';
import { prepareSite, type TempSite } from '../../scripts/build-site.ts';
import { contentPaths } from '../../scripts/content/content-paths.ts';
import { sampleFacts } from '../../scripts/content/owner-samples.ts';
import { startStaticServer } from '../../scripts/static-server.ts';
import { asOwnersContent } from './owner-content.ts';

const base = '/juridisk-vejledning/';
const siteUrl = 'https://mette.github.io/juridisk-vejledning';
let site: TempSite | undefined;

/** npm run gate for GitHub Pages on the site's folders, as the workflow's content job runs it. */
const gate = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number; output: string }>((resolve) =>
    execFile(
      'npm',
      ['run', 'gate', '--', '--target', 'github-pages'],
      { cwd: contentPaths().root, env, maxBuffer: 1 << 26 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );

beforeAll(async () => {
  site = await prepareSite({
    name: 'launch',
    env: { BASE_PATH: base, SITE_URL: siteUrl },
    content: (dir) =>
      asOwnersContent(dir, { url: siteUrl, host: { name: 'GitHub, Inc.', country: 'US', safeguard: 'EU-U.S. Data Privacy Framework' } }),
  });
});
afterAll(async () => {
  await site?.remove();
});

describe('npm run gate on a GitHub Pages project site', () => {
  it('passes an owner’s content with no sample left, and the site it built lives under the sub-path', async () => {
    const { code, output } = await gate(site!.env);
    expect(output).toMatch(/smoke: \d+ pages answered 200 with their <h1>/);
    expect(output).toContain('gate (github-pages): ready to publish');
    expect(code).toBe(0);
    // Every address a page writes is under the sub-path, and what it names is there.
    const html = await readFile(path.join(site!.clientDir, 'index.html'), 'utf8');
    const addresses = [...html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(addresses.length).toBeGreaterThan(5);
    expect(addresses.filter((a) => !a.startsWith(base))).toEqual([]);
    const server = await startStaticServer({ dir: site!.clientDir, base });
    try {
      const asset = addresses.find((a) => a.includes('/assets/'));
      expect(asset).toBeDefined();
      for (const address of [asset!, `${base}${payloadFile('home', 'da')}`, `${base}${payloadFile('contact', 'en')}`]) {
        const response = await fetch(new URL(address, server.url));
        expect(response.status, address).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('fails the same content with one sample back, naming it', async () => {
    const file = path.join(site!.contentDir, 'site.yaml');
    const doc = parseDocument(await readFile(file, 'utf8'));
    doc.set('name', sampleFacts.name);
    await writeFile(file, doc.toString());
    const { code, output } = await gate(site!.env);
    expect(code).toBe(1);
    expect(output).toContain(`content/site.yaml: field "name" is the sample "${sampleFacts.name}"`);
    expect(output).toContain('gate (github-pages): not ready');
  });
});
