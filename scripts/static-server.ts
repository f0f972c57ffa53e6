import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { receiveForm, type FormHostOptions } from './form-host.ts';
import { matchesPattern, parseHeadersFile } from './security-headers.ts';

/**
 * What to do with a request's Range header. sirv reads it loosely (parseInt on each side of the
 * first dash), and a range it misreads as ending before it starts throws after the headers are
 * out. So only the one form sirv reads right, `bytes=<start>-[<end>]`, reaches it; a backwards
 * one is unsatisfiable (416), and anything else (several ranges, a suffix, stray characters) is
 * ignored, as RFC 9110 § 14.2 lets a server do: the whole file, 200.
 */
export function rangeAnswer(range: string | undefined): 'none' | 'pass' | 'unsatisfiable' | 'ignore' {
  if (range === undefined) return 'none';
  const [, start, end] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
  if (start === undefined || !Number.isSafeInteger(Number(start))) return 'ignore';
  if (!end) return 'pass';
  if (Number(start) > Number(end)) return 'unsatisfiable';
  // sirv reads an end of 0 as none (the whole file, as a 206), and hands an end past 2^53 − 1 to
  // createReadStream, which throws once the headers are out: the whole file, 200, instead.
  return Number(end) === 0 || !Number.isSafeInteger(Number(end)) ? 'ignore' : 'pass';
}

/** Files a host reads as its configuration, never serves. */
const hostFiles = new Set(['_headers', '_redirects']);

/** The least time between two readings of the folder on a miss: a burst of 404s reads it once. */
const RESCAN_MS = 1000;

/**
 * The path as the file system will see it: percent-decoded (%5F is _), dot segments and
 * repeated or trailing slashes removed (`/_headers/` is `/_headers`). Null when it cannot be
 * decoded. A directory's trailing slash is the same page as without it; the root stays `/`.
 */
export function normalisePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return path.posix.normalize(`/${decoded}`).replace(/\/+$/, '') || '/';
}

/**
 * A plain static file server, as a CDN would serve the build: `/blog/` serves
 * blog/index.html and `/blog` is redirected there (as Netlify, GitHub Pages and Cloudflare
 * Pages do); an unknown path gets the nearest 404.html up its folders (en/404.html under /en/), status 404; the rules in
 * `_headers` (the Netlify / Cloudflare Pages file) are applied, so tests see the real CSP.
 * Responses are compressed (brotli or gzip) as they go out, as those hosts do; the build
 * itself holds no precompressed copies, which GitHub Pages and Netlify would ignore.
 * With `forms`, it also receives the site's forms as Netlify would (scripts/form-host.ts): a
 * POST to a page stores the message and answers with that page.
 */
export async function startStaticServer({
  dir,
  port = 0,
  host = '127.0.0.1',
  base = '/',
  forms,
  watchFolder = false,
}: {
  dir: string;
  port?: number;
  host?: string;
  /** Serve the site under a sub-path, as GitHub Pages serves a project site at /repo/. */
  base?: string;
  /** Receive form POSTs; without it every POST gets 405, as on a host without forms. */
  forms?: FormHostOptions;
  /**
   * `npm run serve`: read the folder again when it changes (a rebuild beside it). Not for the
   * tests and the benchmark, which serve a finished build: on Linux, Node watches each file and
   * folder of the tree.
   */
  watchFolder?: boolean;
}) {
  const root = path.resolve(dir);
  // The nearest 404.html up the folders, as Cloudflare Pages does and Netlify's rule for /en/*
  // (netlify.toml): /en/x gets the English not-found page, anything else the Danish one.
  // `at`: the page's own path, whose _headers rules it is served with.
  const notFoundPages = new Map<string, { text: Buffer; at: string }>();
  const notFoundFor = async (rel: string): Promise<{ text: Buffer; at: string }> => {
    for (let folder = path.posix.dirname(`/${rel}`); ; folder = path.posix.dirname(folder)) {
      const page = path.join(root, folder, '404.html');
      const known = notFoundPages.get(page);
      if (known) return known;
      if (existsSync(page)) {
        const found = { text: await readFile(page), at: path.posix.join(base, folder, '404.html') };
        notFoundPages.set(page, found);
        return found;
      }
      if (folder === '/') throw new Error(`${path.join(root, '404.html')} is missing`);
    }
  };
  await notFoundFor('');
  const rules = parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8').catch(() => ''));
  // sirv reads the folder once, sizes included. A rebuild beside `npm run serve` would leave a
  // new page a 404 and a changed one cut at its old length until a restart: a change in the
  // folder has it read again at the next request, and so does a miss (at most once a second:
  // where the folder cannot be watched, a new page still turns up).
  const scan = () => sirv(root, { extensions: ['html'], dev: false, etag: true });
  let scanned = scan();
  let scannedAt = Date.now();
  let changed = false;
  const watcher = (() => {
    if (!watchFolder) return null;
    try {
      return watch(root, { recursive: true, persistent: false }, () => (changed = true)).on('error', () => undefined);
    } catch {
      return null;
    }
  })();
  const rescan = () => {
    scanned = scan();
    scannedAt = Date.now();
    changed = false;
  };
  const files = (req: IncomingMessage, res: ServerResponse, missing: () => void) => {
    if (changed) rescan();
    scanned(req, res, () => {
      if (Date.now() - scannedAt < RESCAN_MS) {
        missing();
        return;
      }
      rescan();
      scanned(req, res, missing);
    });
  };
  // compression is Connect middleware and works on plain Node requests; its types are Express's.
  // Brotli 6, not the middleware's default 4: about what CDNs send, and the pages are small.
  const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } } }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const handle = (req: IncomingMessage, res: ServerResponse) =>
    compress(req, res, () => {
      const sendNotFound = () => {
        const rel = pathname?.startsWith(base) ? `${pathname.slice(base.length)}/` : '';
        notFoundFor(rel).then(
          ({ text, at }) => {
            // The page's own headers, its CSP among them, whatever path it answers (/nope matches no rule of its own).
            for (const rule of rules) if (matchesPattern(rule.pattern, at)) for (const [k, v] of rule.headers) res.setHeader(k, v);
            res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
            res.end(text);
          },
          () => sendText(500, 'Server error'),
        );
      };
      const sendText = (status: number, text: string) => {
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(text);
      };
      // Decoded and normalised once; every decision below is made on this one path (and on
      // whether the address asked for ended in a slash).
      // The path as written: `//en/kontakt` is a path, not the host "en" (as a URL resolved
      // against a base would read it).
      const target = req.url ?? '/';
      const asked = new URL(target.startsWith('/') ? `http://localhost${target}` : target, 'http://localhost');
      const pathname = normalisePath(asked.pathname);
      const slashed = asked.pathname.endsWith('/');
      if (pathname === null) {
        sendText(400, 'Bad request');
        return;
      }
      for (const rule of rules) if (matchesPattern(rule.pattern, pathname)) for (const [k, v] of rule.headers) res.setHeader(k, v);
      const query = asked.search;
      const redirect = (location: string) => {
        res.writeHead(301, { Location: location + query });
        res.end();
      };
      const reading = req.method === 'GET' || req.method === 'HEAD';
      // Like every supported host (docs/architecture.md, "URLs"): a folder asked for without its slash is
      // redirected to it, so a link the site writes without one shows up as a 301 in the tests.
      if (reading && !slashed && `${pathname}/` === base) {
        redirect(base);
        return;
      }
      if (!`${pathname}/`.startsWith(base)) {
        sendNotFound();
        return;
      }
      // The host's own configuration is not a page.
      if (hostFiles.has(path.posix.basename(pathname))) {
        sendNotFound();
        return;
      }
      // /blog/index.html is /blog/: send the browser to the address the app knows.
      if (reading && pathname.endsWith('/index.html')) {
        redirect(pathname.slice(0, -'index.html'.length));
        return;
      }
      if (reading && !slashed && existsSync(path.join(root, pathname.slice(base.length), 'index.html'))) {
        redirect(`${pathname}/`);
        return;
      }
      req.url = `/${(req.url ?? '/').slice(base.length)}`;
      if (reading) {
        const range = rangeAnswer(req.headers.range);
        if (range === 'unsatisfiable') {
          sendText(416, 'Range not satisfiable');
          return;
        }
        if (range === 'ignore') delete req.headers.range;
        files(req, res, sendNotFound);
        return;
      }
      if (req.method !== 'POST' || !forms) {
        res.setHeader('Allow', forms ? 'GET, HEAD, POST' : 'GET, HEAD');
        sendText(405, 'Method not allowed');
        return;
      }
      // A form service answers any page's origin (the endpoint setting posts across origins).
      res.setHeader('Access-Control-Allow-Origin', '*');
      receiveForm(req, forms).then(
        (answer) => {
          // After a body too large, the connection is not reused (the rest of it may still be coming).
          if (answer.close) res.setHeader('Connection', 'close');
          if (!answer.showPage) sendText(answer.status, answer.text ?? '');
          // Like Netlify: the page the form was posted to (its thank-you page), or a plain 200.
          else files(req, res, () => sendText(200, 'Received'));
        },
        (error: unknown) => {
          console.error(error);
          sendText(500, 'Could not store the submission');
        },
      );
    });
  const server: Server = createServer((req, res) => {
    // One request never stops the server: whatever fails is answered, and the next one is served.
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Server error');
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}${base.replace(/\/$/, '')}`,
    close: () =>
      new Promise<void>((resolve) => {
        watcher?.close();
        server.close(() => resolve());
      }),
  };
}
