import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, scriptHash, type FormTargets } from '../src/content/contentSecurityPolicy.ts';
import { SITE_INLINE_SCRIPT_HASHES } from '../src/pages/inlineScripts.ts';
import { ADMIN_DIR, adminContentSecurityPolicy } from './content/admin-page.ts';

export { contentSecurityPolicy, scriptHash };

/** Inline scripts a browser would execute: no src, and a JavaScript type (or none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

/**
 * `_headers` in the format Netlify and Cloudflare Pages read. The site's CSP is given per
 * top-level entry of the built site (`entries`: `blog/` a folder, `404.html` a file), every one
 * but the CMS's folder, which gets a policy of its own: both hosts apply every rule a path
 * matches and join a header set twice into one list, and two CSPs in one header both apply, so
 * a site-wide `/*` policy would shut the CMS out of the GitHub API.
 */
export function headersFile(scriptHashes: string[], base: string, targets?: FormTargets, entries: readonly string[] = []): string {
  const site = `  Content-Security-Policy: ${contentSecurityPolicy(scriptHashes, targets)}\n`;
  const sitePaths = [base, ...entries.filter((e) => e !== `${ADMIN_DIR}/`).map((e) => (e.endsWith('/') ? `${base}${e}*` : `${base}${e}`))];
  return `/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: same-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()
  X-Frame-Options: DENY

${sitePaths.map((p) => `${p}\n${site}`).join('\n')}
${base}${ADMIN_DIR}/*
  Content-Security-Policy: ${adminContentSecurityPolicy()}
  X-Robots-Tag: noindex, nofollow

${base}assets/*
  Cache-Control: public, max-age=31536000, immutable

${base}fonts/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

/**
 * Writes `<clientDir>/_headers` with a CSP that allows exactly the inline scripts the site writes
 * (SITE_INLINE_SCRIPT_HASHES). It reads every prerendered page first and throws, naming the page, if
 * one holds any other: the CSP is never widened to whatever the output happens to contain.
 */
export async function writeHeadersFile(clientDir: string, base: string, targets: FormTargets): Promise<{ pages: number; hashes: number }> {
  const pages = await checkInlineScripts(clientDir);
  return { pages, hashes: await writeHeaders(clientDir, base, targets) };
}

/**
 * Reads every prerendered page and throws, naming the page, if one holds an inline script the
 * site does not write (SITE_INLINE_SCRIPT_HASHES); returns how many pages it read.
 */
export async function checkInlineScripts(clientDir: string): Promise<number> {
  const html = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
  const allowed = new Set(SITE_INLINE_SCRIPT_HASHES);
  // A few pages at a time: thousands of pages read at once would all sit in memory together.
  for (let i = 0; i < html.length; i += 16) {
    const pages = html.slice(i, i + 16);
    const found = await Promise.all(pages.map(async (f) => inlineScriptHashes(await readFile(f, 'utf8'))));
    found.forEach((hashes, j) => {
      const foreign = hashes.find((hash) => !allowed.has(hash));
      if (foreign)
        throw new Error(
          `${path.relative(clientDir, pages[j] ?? '')} holds an inline script the site does not write (${foreign}); the build stops rather than allow it`,
        );
    });
  }
  return html.length;
}

/**
 * Writes `<clientDir>/_headers` for the pages checkInlineScripts passed; returns how many inline
 * scripts the CSP allows. Lists the top-level folders, so it runs once every other step that
 * writes one (Pagefind's pagefind/) is done.
 */
export async function writeHeaders(clientDir: string, base: string, targets: FormTargets): Promise<number> {
  // The folders and pages a CSP applies to; a picture or a feed runs no script.
  const entries = (await readdir(clientDir, { withFileTypes: true }))
    .filter((e) => !e.name.startsWith('.'))
    .flatMap((e) => (e.isDirectory() ? [`${e.name}/`] : e.name.endsWith('.html') ? [e.name] : []))
    .sort();
  const allowed = [...new Set(SITE_INLINE_SCRIPT_HASHES)];
  await writeFile(path.join(clientDir, '_headers'), headersFile(allowed, base, targets, entries));
  return allowed.length;
}

/** Reads a `_headers` file: each unindented line is a path pattern, indented lines its headers. */
export function parseHeadersFile(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Whether a `_headers` rule applies to a path. `/blog/*` covers the folder's own page too: the
 * static server reads `/blog/` as `/blog` (normalisePath), and the hosts serve it as the folder's.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('*')) return pathname === pattern;
  const prefix = pattern.slice(0, -1);
  return pathname.startsWith(prefix) || (prefix.endsWith('/') && pathname === prefix.slice(0, -1));
}
