// The project's own server (npm start, npm run serve, the browser tests) under requests a
// browser never sends: one request must never stop it, nor reach the host's configuration.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePath, startStaticServer } from './static-server.ts';

let dir = '';
let forms = '';
let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
const url = () => server!.url;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jv-server-'));
  forms = await mkdtemp(path.join(tmpdir(), 'jv-server-forms-'));
  await writeFile(path.join(dir, '404.html'), '<h1>Not found</h1>');
  await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>');
  await writeFile(path.join(dir, 'file.txt'), '0123456789abcdef');
  await mkdir(path.join(dir, 'blog'));
  await writeFile(path.join(dir, 'blog', 'index.html'), '<h1>Blog</h1>');
  await writeFile(path.join(dir, '_headers'), "/*\n  X-Secret-Rule: yes\n/404.html\n  Content-Security-Policy: default-src 'self'\n");
  await writeFile(path.join(dir, '_redirects'), '/old /new 301\n');
  server = await startStaticServer({ dir, forms: { dir: forms, log: () => undefined } });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(forms, { recursive: true, force: true });
});

/** A raw request, as a plain HTTP client sends it (fetch would normalise the path). */
function raw(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer; chunk?: number } = {}) {
  const { port, hostname } = new URL(url());
  return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request({ host: hostname, port, path: pathname, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    const { body, chunk = 64 * 1024 } = options;
    if (!body) {
      req.end();
      return;
    }
    // Written piece by piece, as a slow upload: the server may answer before it is all there.
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + chunk);
        offset += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

describe('normalisePath', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/', '/'],
    ['//', '/'],
    ['/%5Fheaders', '/_headers'],
    ['/_header%73', '/_headers'],
    ['/a/../_headers', '/_headers'],
    ['/blog//post', '/blog/post'],
    ['/%E2%9C%93', '/✓'],
  ])('%s is %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });

  it.each(['/%E0%A4%A', '/%', '/a%00b'])('%s cannot be decoded: null', (input) => {
    expect(normalisePath(input)).toBeNull();
  });
});

describe('the static server', () => {
  it('answers an unsatisfiable range with 416 and keeps serving', async () => {
    const answer = await raw('/file.txt', { headers: { Range: 'bytes=5-2' } });
    expect(answer.status).toBe(416);
    expect((await raw('/file.txt', { headers: { Range: 'bytes=2-5' } })).body).toBe('2345');
    expect((await raw('/file.txt')).status).toBe(200);
  });

  // sirv reads a Range loosely (parseInt on each side of the first dash): these once got no
  // answer at all. Each gets 416 or the whole file, never a stack trace.
  it.each([
    ['bytes=5-2,0-1', [200]],
    ['bytes=5-2x', [200, 416]],
    ['bytes=+5-2', [200, 416]],
    ['bytes=5 -2', [200, 416]],
    ['bytes=-2', [200]],
    ['bytes=0-1,3-4', [200]],
    ['bytes=99-100', [416]],
    ['bytes=abc', [200]],
    ['items=0-1', [200]],
    // An end past 2^53 − 1 once cut the connection with a stack trace in the log.
    ['bytes=0-99999999999999999999', [200]],
    ['bytes=99999999999999999999-', [200]],
  ])('answers the range %s with 416 or the whole file', async (range, statuses) => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const answer = await raw('/file.txt', { headers: { Range: range } });
      expect(statuses).toContain(answer.status);
      if (answer.status === 200) expect(answer.body).toBe('0123456789abcdef');
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([]);
    expect((await raw('/file.txt')).status).toBe(200);
  });

  it('answers bytes=0-0 with the first byte or the whole file as a 200, never the whole file as a part', async () => {
    const answer = await raw('/file.txt', { headers: { Range: 'bytes=0-0' } });
    expect([answer.status, answer.body]).toEqual(answer.status === 206 ? [206, '0'] : [200, '0123456789abcdef']);
  });

  it('serves the not-found page with its own headers at an address no rule names', async () => {
    const answer = await raw('/nope');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it.each(['/_headers', '/%5Fheaders', '/_header%73', '/_headers/', '/x/../_headers', '/_redirects', '/%5fredirects'])(
    '%s is not served',
    async (pathname) => {
      const answer = await raw(pathname);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('X-Secret-Rule');
      expect(answer.body).not.toContain('/old /new');
    },
  );

  it('reads a path that starts with two slashes as a path, not as a host', async () => {
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const { port, hostname } = new URL(url());
      request({ host: hostname, port, path: '//blog?x=1' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on('error', reject)
        .end();
    });
    expect(answer).toEqual({ status: 301, location: '/blog/?x=1' });
  });

  it('answers a path it cannot decode with 400 and keeps serving', async () => {
    expect((await raw('/%E0%A4%A')).status).toBe(400);
    expect((await raw('/')).status).toBe(200);
  });

  it('answers a 10 MB body with 413, not a reset, and keeps serving', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 'a');
    const answer = await raw('/', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect(answer.status).toBe(413);
    expect((await raw('/')).status).toBe(200);
  });

  it('takes a form whose Content-Type is written in capitals (media types are case-insensitive)', async () => {
    const body = Buffer.from(new URLSearchParams({ 'form-name': 'newsletter', email: 'a@b.dk', consent: 'ja' }).toString());
    const answer = await raw('/', {
      method: 'POST',
      headers: { 'Content-Type': 'Application/X-WWW-Form-Urlencoded; Charset=UTF-8' },
      body,
    });
    expect(answer.status).toBe(200);
  });
});

describe('a rebuild beside the running server (issue #61)', () => {
  it('serves a page written after it started, without a restart', async () => {
    expect((await raw('/later')).status).toBe(404);
    await writeFile(path.join(dir, 'later.html'), '<h1>Later</h1>');
    // The folder is read again on a miss, at most once a second: asked until then, it answers.
    await expect.poll(async () => (await raw('/later')).body, { timeout: 10_000, interval: 200 }).toBe('<h1>Later</h1>');
  });

  it('serves a page rebuilt longer whole, not cut at its old length, when it watches the folder (npm run serve)', async () => {
    await writeFile(path.join(dir, 'again.html'), '<h1>Short</h1>');
    const watching = await startStaticServer({ dir, watchFolder: true });
    try {
      const again = async () => (await fetch(`${watching.url}/again`)).text();
      expect(await again()).toBe('<h1>Short</h1>');
      const longer = `<h1>Rebuilt</h1>${'<p>More text.</p>'.repeat(50)}`;
      await writeFile(path.join(dir, 'again.html'), longer);
      await expect.poll(again, { timeout: 4_000, interval: 100 }).toBe(longer);
    } finally {
      await watching.close();
    }
  });
});

describe('folders and their slash, as the hosts serve them', () => {
  it('serves a folder at its address with the slash, and redirects to it without one, keeping the query', async () => {
    const page = await fetch(`${url()}/blog/`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Blog');
    for (const [asked, location] of [
      ['/blog?x=1', '/blog/?x=1'],
      ['/blog/index.html', '/blog/'],
    ] as const) {
      const response = await fetch(url() + asked, { redirect: 'manual' });
      expect([asked, response.status, response.headers.get('location')]).toEqual([asked, 301, location]);
    }
    expect((await fetch(`${url()}/file.txt`, { redirect: 'manual' })).status).toBe(200);
  });

  it('redirects a sub-path site asked for without its slash, and serves its pages under it', async () => {
    const sub = await startStaticServer({ dir, base: '/repo/' });
    try {
      const root = new URL(sub.url).origin;
      const bare = await fetch(`${root}/repo`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/repo/']);
      expect((await fetch(`${root}/repo/`, { redirect: 'manual' })).status).toBe(200);
      expect((await fetch(`${root}/repo/blog/`, { redirect: 'manual' })).status).toBe(200);
      expect((await fetch(`${root}/repo/blog`, { redirect: 'manual' })).headers.get('location')).toBe('/repo/blog/');
    } finally {
      await sub.close();
    }
  });
});
