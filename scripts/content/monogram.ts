// The owner's initials in the site's type on its colours: the portrait the pages show until the
// owner's own photo replaces the sample drawing in content/portrait.webp (issue #39). An SVG
// with the letters as paths (satori lays them out in Source Serif 4), so it looks the same on
// every device and needs no font. Kept in the image cache under the hash of what it shows and
// how it is drawn, like the share images (og-images.ts): a build draws it only when the name
// changes.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontsourceFile } from './fontsource-file.ts';

/** Where the site serves it, beside the photo it stands in for. */
export const MONOGRAM_FILE = 'monogram.svg';

// The portrait's frame (Portrait.tsx): 4:5.
const WIDTH = 288;
const HEIGHT = 360;
const colours = { ground: '#1d3f6e', ring: '#34507a', text: '#ffffff' };
const font = fontsourceFile('@fontsource/source-serif-4', 'source-serif-4-latin-700-normal.woff');

/** "Anna Eksempel" → "AE"; "Anna Marie Eksempel" → "AE"; one name, one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const ends = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  // A letter as a reader sees it (a letter and its accent are one), not a code unit.
  const first = (word = '') => new Intl.Segmenter('da', { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next().value?.segment ?? '';
  return ends.map((word) => first(word).toLocaleUpperCase('da')).join('');
}

const box = (style: Record<string, unknown>, children: unknown) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

/** The monogram's SVG for these initials, drawn once per name and kept in `cacheDir`. */
export async function monogramSvg(initials: string, cacheDir: string): Promise<string> {
  const fontData = await readFile(font);
  const satoriVersion = (createRequire(import.meta.url)('satori/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(await readFile(fileURLToPath(import.meta.url)))
    .update(fontData)
    .update(`satori@${satoriVersion}`)
    .update(initials)
    .digest('hex');
  const target = path.join(cacheDir, `monogram-${key}.svg`);
  const cached = await readFile(target, 'utf8').catch(() => null);
  if (cached !== null) return cached;
  const { default: satori } = await import('satori');
  const layout = box({ width: '100%', height: '100%', alignItems: 'center', justifyContent: 'center', background: colours.ground }, [
    box(
      {
        width: 208,
        height: 208,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 104,
        border: `3px solid ${colours.ring}`,
        color: colours.text,
        fontFamily: 'Serif',
        fontSize: initials.length > 1 ? 92 : 112,
        letterSpacing: 2,
      },
      initials,
    ),
  ]);
  const svg = await satori(layout as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: [{ name: 'Serif', weight: 700, style: 'normal', data: fontData }],
  });
  await mkdir(cacheDir, { recursive: true });
  const aside = `${target}.${randomUUID()}.tmp`;
  await writeFile(aside, svg);
  await rename(aside, target);
  return svg;
}
