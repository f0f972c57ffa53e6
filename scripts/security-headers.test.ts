import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  matchesPattern,
  parseHeadersFile,
  scriptHash,
  writeHeadersFile,
} from './security-headers.ts';
import { ENGLISH_OFFER_SCRIPT, SCREENS_CSS_SCRIPT } from '../src/pages/inlineScripts.ts';

describe('inlineScriptHashes', () => {
  it('hashes inline JavaScript only: not external scripts, JSON or JSON-LD', () => {
    const html = `<script>alert(1)</script><script type="module">import "x"</script>
      <script src="/a.js" type="module" async></script><script type="application/json">{}</script>
      <script type="application/ld+json">{}</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // sha256 of "alert(1)", base64
    expect(hashes[0]).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('CSP and _headers', () => {
  it('never allows inline scripts wholesale and lists the hashes', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('the <meta> version is the same policy without frame-ancestors, which a meta policy may not carry', () => {
    const header = contentSecurityPolicy([], { forms: { provider: 'mailto' } });
    const meta = contentSecurityPolicy([], { forms: { provider: 'mailto' } }, 'meta');
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
    expect(meta).toContain("form-action 'self' mailto:");
  });

  it('round-trips through the parser the test server uses', () => {
    const rules = parseHeadersFile(headersFile([], '/repo/', undefined, ['blog/', '404.html', 'admin/']));
    expect(rules.map((r) => r.pattern)).toEqual([
      '/*',
      '/repo/',
      '/repo/blog/*',
      '/repo/404.html',
      '/repo/admin/*',
      '/repo/assets/*',
      '/repo/fonts/*',
    ]);
    expect(rules[0]!.headers.map(([k]) => k)).toContain('X-Content-Type-Options');
    expect(matchesPattern('/repo/assets/*', '/repo/assets/a.js')).toBe(true);
    expect(matchesPattern('/repo/assets/*', '/repo/blog')).toBe(false);
    // A folder's rule covers its own page, which the server reads without the slash.
    expect(matchesPattern('/repo/blog/*', '/repo/blog')).toBe(true);
    expect(matchesPattern('/repo/blog/*', '/repo/blogs')).toBe(false);
  });

  it('gives the CMS a policy of its own, never the site’s too: hosts join two policies, and both would apply', () => {
    const rules = parseHeadersFile(headersFile([], '/', undefined, ['blog/', 'admin/']));
    const policies = (pathname: string) =>
      rules.filter((r) => matchesPattern(r.pattern, pathname)).flatMap((r) => r.headers.filter(([k]) => k === 'Content-Security-Policy'));
    expect(policies('/admin/')).toHaveLength(1);
    expect(policies('/admin/')[0]![1]).toContain('https://api.github.com');
    expect(policies('/blog/')).toHaveLength(1);
    expect(policies('/blog/')[0]![1]).not.toContain('api.github.com');
    expect(policies('/')).toHaveLength(1);
  });
});

describe('writeHeadersFile', () => {
  async function site(pages: Record<string, string>) {
    const dir = await mkdtemp(path.join(tmpdir(), 'jv-headers-'));
    for (const [file, html] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), html);
    }
    return dir;
  }
  const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

  it('allows the site’s own inline scripts (the English offer’s, the screens’ styles’) and data blocks, and writes their hashes', async () => {
    const dir = await site({
      'index.html': page(
        `<script>${ENGLISH_OFFER_SCRIPT}</script><script type="application/json" id="page-data">{"a":1}</script><script src="/assets/x.js"></script><script>${SCREENS_CSS_SCRIPT}</script>`,
      ),
    });
    try {
      expect(await writeHeadersFile(dir, '/', { forms: { provider: 'netlify' } })).toEqual({ pages: 1, hashes: 2 });
      expect(await readFile(path.join(dir, '_headers'), 'utf8')).toContain(
        `script-src 'self' 'wasm-unsafe-eval' ${scriptHash(ENGLISH_OFFER_SCRIPT)} ${scriptHash(SCREENS_CSS_SCRIPT)};`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops, naming the page, at an inline script the site does not write, rather than hash it', async () => {
    const dir = await site({ 'index.html': page(''), 'blog/x/index.html': page('<p>Tekst</p><script>alert(1)</script>') });
    try {
      await expect(writeHeadersFile(dir, '/', { forms: { provider: 'netlify' } })).rejects.toThrow(
        /blog\/x\/index\.html holds an inline script the site does not write/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
