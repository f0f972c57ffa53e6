// The site's one type pair, self-hosted (docs/design.md, "Type"): Source Serif 4 for headings,
// Source Sans 3 for text, the faces the share images are drawn in too. Each file is cut from the
// @fontsource Latin file down to the characters Danish and English pages use (about 15 % smaller;
// three files ≈ 44 KB), named by its content so a host may cache it for good, and kept under the
// hash of its source: a build cuts a file only when the package or the character list changed.
// The files are preloaded and `font-display: optional`: Chrome holds the first paint briefly for a
// preloaded optional font, and one that comes later is used from the next page on instead of
// being swapped in (swap moved the blog's filter buttons to another line: a layout shift). The
// fallback meanwhile is metric-matched (Capsize), so it takes the same room.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import sourceSerif4 from '@capsizecss/metrics/sourceSerif4';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontsourceFile } from './fontsource-file.ts';

const require = createRequire(import.meta.url);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
/** Printable ASCII and Latin-1 (æ, ø, å, é, §, …) and the punctuation the texts use. */
const CHARACTERS = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„…•€−×→`;

type Face = {
  /** The CSS variable whose stack starts with this family. */
  variable: '--font-body' | '--font-heading';
  weight: number;
  source: string;
};

const families = [
  {
    metrics: sourceSans3,
    // Arial's metrics also fit Liberation Sans (Linux); Android has Roboto.
    fallbacks: [arial, roboto],
    generic: 'system-ui, sans-serif',
    faces: [
      { variable: '--font-body', weight: 400, source: fontsourceFile('@fontsource/source-sans-3', 'source-sans-3-latin-400-normal.woff2') },
      // Labels, buttons and <strong>: a bold text asks for 700 and gets this face, not a synthesised
      // one. Every first screen has a button, and a late bold face would move them when it arrives.
      { variable: '--font-body', weight: 600, source: fontsourceFile('@fontsource/source-sans-3', 'source-sans-3-latin-600-normal.woff2') },
    ],
  },
  {
    metrics: sourceSerif4,
    fallbacks: [timesNewRoman],
    generic: 'Georgia, serif',
    faces: [
      { variable: '--font-heading', weight: 700, source: fontsourceFile('@fontsource/source-serif-4', 'source-serif-4-latin-700-normal.woff2') },
    ],
  },
] as const satisfies { faces: Face[]; generic: string; metrics: object; fallbacks: object[] }[];

/** Local names of fonts with the same metrics as a fallback Capsize knows by another name. */
const sameMetrics: Readonly<Record<string, string[]>> = { Arial: ['Liberation Sans'], 'Times New Roman': ['Liberation Serif'] };

export type WebFonts = {
  /** Where each file goes under the site's root, and the file to link there. */
  files: { url: string; linkTo: string }[];
  /** @font-face rules and the two stacks as CSS variables, with `basePath` in the URLs. */
  css: string;
  /** Root-relative URLs (without the base) of the files to preload: all, as every first screen has a heading, text and a button. */
  preload: string[];
};

/** Cuts (or finds in `cacheDir`) each face's file and writes the CSS that uses them. */
export async function webFonts(cacheDir: string, basePath: string): Promise<WebFonts> {
  const version = `${(require('subset-font/package.json') as { version: string }).version}:${CHARACTERS}`;
  await mkdir(cacheDir, { recursive: true });
  const files: WebFonts['files'] = [];
  const rules: string[] = [];
  const stacks: string[] = [];
  for (const family of families) {
    for (const face of family.faces) {
      const source = await readFile(face.source);
      const key = createHash('sha256').update(version).update(source).digest('hex');
      const cached = path.join(cacheDir, `${key}.woff2`);
      if (!(await stat(cached).then(() => true, () => false))) {
        // Loaded only when a file is cut: harfbuzz's WebAssembly takes a moment to start.
        const { default: subsetFont } = await import('subset-font');
        const cut = await subsetFont(source, CHARACTERS, { targetFormat: 'woff2' });
        // Written aside and renamed: builds side by side never read half a file.
        const partial = `${cached}.${randomUUID()}`;
        await writeFile(partial, cut);
        await rename(partial, cached);
      }
      const name = path.basename(face.source, '.woff2').replace(/-latin|-normal/g, '');
      const url = `fonts/${name}.${key.slice(0, 10)}.woff2`;
      files.push({ url, linkTo: cached });
      rules.push(
        `@font-face{font-family:"${family.metrics.familyName}";font-style:normal;font-weight:${face.weight};font-display:optional;src:url("${basePath}${url}") format("woff2")}`,
      );
    }
    const { fontFamily, fontFaces } = createFontStack([family.metrics, ...family.fallbacks]);
    rules.push(minified(withSameMetrics(fontFaces)));
    stacks.push(`${family.faces[0].variable}:${minified(`${fontFamily}, ${family.generic}`)}`);
  }
  return { files, css: `${rules.join('\n')}\n:root{${stacks.join(';')}}`, preload: files.map((file) => file.url) };
}

/**
 * Capsize's rules without the spaces around their punctuation (inlined into every page, they
 * count against its budget), quoted names left as they are: "… Fallback: Arial" is a name.
 */
function minified(css: string): string {
  return css
    .split(/("[^"]*"|'[^']*')/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\s*([{}:;,])\s*/g, '$1').replace(/;}/g, '}')))
    .join('');
}

/** Adds the local names of metric-compatible fonts to each fallback's src. */
function withSameMetrics(fontFaces: string): string {
  return fontFaces.replace(/src: (local\('([^']+)'\)[^;]*);/g, (whole, src: string, first: string) => {
    const more = sameMetrics[first] ?? [];
    return more.length === 0 ? whole : `src: ${src}, ${more.map((name) => `local('${name}')`).join(', ')};`;
  });
}
