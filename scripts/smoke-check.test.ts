import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smokeCheck } from './smoke-check.ts';
import { startStaticServer } from './static-server.ts';

let dir = '';
let server: Awaited<ReturnType<typeof startStaticServer>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jv-smoke-'));
  const page = async (folder: string, html: string) => {
    await mkdir(path.join(dir, folder), { recursive: true });
    await writeFile(path.join(dir, folder, 'index.html'), html);
  };
  await page('', '<!doctype html><title>Forside</title><h1>Forside</h1>');
  await page('uden-overskrift', '<!doctype html><title>Uden</title><p>Ingen overskrift</p>');
  await writeFile(path.join(dir, '404.html'), '<!doctype html><h1 class="x">Oops! Page not found</h1>');
  server = await startStaticServer({ dir });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('smokeCheck', () => {
  it('passes pages that answer 200 with their <h1>', async () => {
    expect(await smokeCheck(server.url, ['/'])).toEqual([]);
  });

  it('names a missing page and a page without its heading', async () => {
    expect(await smokeCheck(server.url, ['/', '/mangler/', '/uden-overskrift/'])).toEqual([
      { path: '/mangler/', problem: 'answered 404, not 200' },
      { path: '/uden-overskrift/', problem: 'has no <h1>' },
    ]);
  });

  it('expects the 404 page where it is asked to', async () => {
    expect(await smokeCheck(server.url, ['/mangler/'], 404)).toEqual([]);
    expect(await smokeCheck(server.url, ['/'], 404)).toEqual([{ path: '/', problem: 'answered 200, not 404' }]);
  });
});
