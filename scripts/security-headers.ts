import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, scriptHash, type FormTargets } from '../src/content/contentSecurityPolicy.ts';
import { SITE_INLINE_SCRIPT_HASHES } from '../src/pages/inlineScripts.ts';

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

/** `_headers` in the format Netlify and Cloudflare Pages read. */
export function headersFile(scriptHashes: string[], base: string, targets?: FormTargets): string {
  return `/*
  Content-Security-Policy: ${contentSecurityPolicy(scriptHashes, targets)}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()
  X-Frame-Options: DENY

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
  await writeFile(path.join(clientDir, '_headers'), headersFile([...allowed], base, targets));
  return { pages: html.length, hashes: allowed.size };
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

export function matchesPattern(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}
