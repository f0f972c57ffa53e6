import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { receiveForm, type FormHostOptions } from './form-host.ts';
import { matchesPattern, parseHeadersFile } from './security-headers.ts';

/**
 * A plain static file server, as a CDN would serve the build: `/blog` and `/blog/` both
 * serve blog/index.html; an unknown path gets 404.html with status 404; the rules in
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
}: {
  dir: string;
  port?: number;
  host?: string;
  /** Serve the site under a sub-path, as GitHub Pages serves a project site at /repo/. */
  base?: string;
  /** Receive form POSTs; without it every POST gets 405, as on a host without forms. */
  forms?: FormHostOptions;
}) {
  const root = path.resolve(dir);
  const notFound = await readFile(path.join(root, '404.html'));
  const rules = parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8').catch(() => ''));
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true });
  // compression is Connect middleware and works on plain Node requests; its types are Express's.
  // Brotli 6, not the middleware's default 4: about what CDNs send, and the pages are small.
  const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } } }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const server: Server = createServer((req, res) =>
    compress(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      for (const rule of rules) if (matchesPattern(rule.pattern, pathname)) for (const [k, v] of rule.headers) res.setHeader(k, v);
      const sendNotFound = () => {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(notFound);
      };
      const sendText = (status: number, text: string) => {
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(text);
      };
      if (!pathname.startsWith(base) && `${pathname}/` !== base) {
        sendNotFound();
        return;
      }
      // The host's own configuration is not a page.
      if (pathname.endsWith('/_headers')) {
        sendNotFound();
        return;
      }
      // /blog/index.html is /blog: send the browser to the address the app knows.
      if (pathname.endsWith('/index.html') && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(301, { Location: pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1') });
        res.end();
        return;
      }
      req.url = `/${(req.url ?? '/').slice(base.length)}`;
      if (req.method === 'GET' || req.method === 'HEAD') {
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
          if (!answer.showPage) sendText(answer.status, answer.text ?? '');
          // Like Netlify: the page the form was posted to (its thank-you page), or a plain 200.
          else files(req, res, () => sendText(200, 'Received'));
        },
        (error: unknown) => {
          console.error(error);
          sendText(500, 'Could not store the submission');
        },
      );
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}${base.replace(/\/$/, '')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
