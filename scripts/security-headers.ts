import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Forms } from '../src/content/schema.ts';
import { contentSecurityPolicy } from '../src/content/contentSecurityPolicy.ts';

export { contentSecurityPolicy };

/** Inline scripts a browser would execute: no src, and a JavaScript type (or none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** `_headers` in the format Netlify and Cloudflare Pages read. */
export function headersFile(scriptHashes: string[], base: string, forms?: Forms): string {
  return `/*
  Content-Security-Policy: ${contentSecurityPolicy(scriptHashes, forms)}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()
  X-Frame-Options: DENY

${base}assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

/**
 * Writes `<clientDir>/_headers` with the hash of every inline script in the prerendered HTML,
 * so a CSP never blocks a script the build itself produced. Returns what it found.
 */
export async function writeHeadersFile(clientDir: string, base: string, forms: Forms): Promise<{ pages: number; hashes: number }> {
  const html = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
  const hashes = new Set<string>();
  // A few pages at a time: thousands of pages read at once would all sit in memory together.
  for (let i = 0; i < html.length; i += 16) {
    const batch = await Promise.all(html.slice(i, i + 16).map(async (f) => inlineScriptHashes(await readFile(f, 'utf8'))));
    batch.flat().forEach((hash) => hashes.add(hash));
  }
  await writeFile(path.join(clientDir, '_headers'), headersFile([...hashes], base, forms));
  return { pages: html.length, hashes: hashes.size };
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
