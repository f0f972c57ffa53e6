// A post's pictures as the site sends them. A photo straight from a phone is 4000 px wide and
// several MB; a reader on a phone needs a tenth of that. So each raster picture is resized at
// build time into a few widths of WebP (every browser the site supports shows it), listed in
// `srcset` for the browser to choose from. Each result is kept under the hash of the original and
// of how it is made, so a rebuild resizes only new or changed pictures (CI keeps the folder).
// AVIF would be a fifth smaller again, but takes ten times as long to make; WebP is the trade.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The widths a picture is made in (CSS pixels × density): a phone, a phone at 2–3×, the reading column at 2×. */
export const PICTURE_WIDTHS = [480, 960, 1440] as const;

/**
 * The formats sharp resizes; a GIF (it may move) and an SVG (it scales itself) are sent as they
 * are. Not HEIC (an iPhone's photo): sharp's build cannot read it, and the load stage refuses it.
 */
const RESIZED_TYPES = new Set(['jpg', 'png', 'webp', 'avif', 'tiff']);

/** The column a picture fills: the reading measure (42rem) from a wide screen, else the screen less its margins. */
export const PICTURE_SIZES = '(min-width: 46rem) 42rem, calc(100vw - 2rem)';

export type PictureVariant = { url: string; width: number; height: number; file: string };
/** A resized picture: its variants, narrowest first (the widest is the `src`). */
export type Picture = { variants: PictureVariant[] };

type Made = { width: number; height: number };

/** The widths to make of a picture this wide: those clearly narrower, and its own width up to the largest. */
export function pictureWidths(width: number): number[] {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? width;
  return [...PICTURE_WIDTHS.filter((w) => w <= width * 0.8 && w < largest), Math.min(width, largest)];
}

/** Whether the build resizes a picture of this type (image-size's name for it). */
export const isResized = (type: string | undefined) => type !== undefined && RESIZED_TYPES.has(type);

/** `/images/a/foto.jpg` and a hash → `/images/a/foto-1a2b3c4d-960.webp`: a new picture under the same name is a new address. */
const variantUrl = (url: string, hash: string, width: number) => `${url.replace(/\.[^./]*$/, '')}-${hash.slice(0, 8)}-${width}.webp`;

/**
 * The pictures, each resized once: `picture(url, file)` answers its variants, resizing the file
 * in `cacheDir` if no earlier build did. Files are written aside and renamed, so builds running
 * side by side never read half of one.
 */
export async function pictureCache(cacheDir: string) {
  // sharp's package.json is not among its exports: read beside its entry (lib/index.js).
  const sharpPackage = path.join(path.dirname(createRequire(import.meta.url).resolve('sharp')), '../package.json');
  const how = createHash('sha256').update(await readFile(fileURLToPath(import.meta.url))).update(await readFile(sharpPackage)).digest('hex');
  await mkdir(cacheDir, { recursive: true });
  let resized = 0;
  const write = async (target: string, data: Uint8Array | string) => {
    const aside = `${target}.${randomUUID()}.tmp`;
    await writeFile(aside, data);
    await rename(aside, target);
  };
  return {
    /** Pictures resized in this run (the rest came from the cache). */
    get resized() {
      return resized;
    },
    async picture(url: string, file: string): Promise<Picture> {
      const bytes = await readFile(file);
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = createHash('sha256').update(how).update(hash).digest('hex');
      const at = (width: number) => path.join(cacheDir, `${key}-${width}.webp`);
      const manifest = path.join(cacheDir, `${key}.json`);
      const toVariants = (made: Made[]) => made.map(({ width, height }) => ({ url: variantUrl(url, hash, width), width, height, file: at(width) }));
      const cached = await readFile(manifest, 'utf8').then((text) => JSON.parse(text) as Made[], () => null);
      if (cached) return { variants: toVariants(cached) };
      const { default: sharp } = await import('sharp');
      // `autoOrient`: a phone's portrait photo is stored on its side with a note to turn it.
      const metadata = await sharp(bytes).metadata();
      const { format } = metadata;
      const { width } = metadata.autoOrient;
      // A PNG is mostly a screenshot or a drawing, text in it: near-lossless keeps the letters sharp.
      const webp = format === 'png' ? { nearLossless: true } : { quality: 78 };
      const made: Made[] = [];
      for (const w of pictureWidths(width)) {
        const { data, info } = await sharp(bytes).autoOrient().resize({ width: w }).webp(webp).toBuffer({ resolveWithObject: true });
        await write(at(w), data);
        made.push({ width: info.width, height: info.height });
      }
      // Last: a manifest means every file it names is there.
      await write(manifest, JSON.stringify(made));
      resized++;
      return { variants: toVariants(made) };
    },
  };
}
