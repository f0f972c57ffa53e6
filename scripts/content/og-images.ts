// Each post's share image (Open Graph, 1200×630 PNG): its title and legal area on the site's
// colours, in the site's type. Drawing one takes ~50 ms (satori lays the text out, resvg paints
// it), so each is kept under the hash of what it shows and how it is drawn: a build draws only
// the images of new or changed titles, and loads neither library when it draws none.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontsourceFile } from './fontsource-file.ts';
import { fileURLToPath } from 'node:url';

export type OgImage = { title: string; area: string; siteName: string; tagline: string };

const WIDTH = 1200;
const HEIGHT = 630;
const colours = { ground: '#1d3f6e', band: '#142d4f', text: '#ffffff', quiet: '#d5deeb' };
// The scales of the site's logo (public/favicon.svg), drawn in white.
const scales =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7Zm14 0-3 7a3 3 0 0 0 6 0l-3-7Z"/></svg>';

const fonts = [
  { name: 'Serif', weight: 700, file: fontsourceFile('@fontsource/source-serif-4', 'source-serif-4-latin-700-normal.woff') },
  { name: 'Sans', weight: 600, file: fontsourceFile('@fontsource/source-sans-3', 'source-sans-3-latin-600-normal.woff') },
] as const;

/** A package's installed version, from its package.json. */
function versionOf(pkg: string): string {
  return (createRequire(import.meta.url)(`${pkg}/package.json`) as { version: string }).version;
}

/** Smaller type for longer titles, so that a title fits in at most four lines. */
const titleSize = (title: string) => (title.length <= 45 ? 76 : title.length <= 80 ? 64 : 54);

const box = (style: Record<string, unknown>, children: unknown) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

function layout({ title, area, siteName, tagline }: OgImage) {
  return box({ width: '100%', height: '100%', flexDirection: 'column', background: colours.ground, color: colours.text }, [
    box({ flexDirection: 'column', flexGrow: 1, padding: '64px 80px 40px' }, [
      box({ alignItems: 'center', fontFamily: 'Sans', fontSize: 34, color: colours.quiet }, [
        { type: 'img', props: { src: `data:image/svg+xml;base64,${Buffer.from(scales).toString('base64')}`, width: 56, height: 56 } },
        box({ marginLeft: 20 }, siteName),
      ]),
      box(
        { flexGrow: 1, alignItems: 'center', fontFamily: 'Serif', fontSize: titleSize(title), lineHeight: 1.12, lineClamp: 4 },
        title,
      ),
    ]),
    box(
      { height: 96, padding: '0 80px', alignItems: 'center', justifyContent: 'space-between', background: colours.band, fontFamily: 'Sans', fontSize: 30 },
      [box({ color: colours.text }, area), box({ color: colours.quiet }, tagline)],
    ),
  ]);
}

/**
 * The images, each drawn once: `file(image)` answers the path of its PNG in `cacheDir`,
 * drawing it if no earlier build did. A PNG is written aside and renamed, so builds running side
 * by side (tests, the benchmark) never read half of one.
 */
export async function ogImageCache(cacheDir: string) {
  // What decides how an image looks besides its texts: this file, the two fonts, and the
  // versions of the two libraries that draw it.
  const how = createHash('sha256').update(await readFile(fileURLToPath(import.meta.url)));
  for (const pkg of ['satori', '@resvg/resvg-js']) how.update(`${pkg}@${versionOf(pkg)}`);
  const fontData = await Promise.all(fonts.map((font) => readFile(font.file)));
  for (const data of fontData) how.update(data);
  const version = how.digest('hex');
  await mkdir(cacheDir, { recursive: true });
  let draw: ((image: OgImage) => Promise<Uint8Array>) | undefined;
  let drawn = 0;
  return {
    get drawn() {
      return drawn;
    },
    async file(image: OgImage): Promise<string> {
      const key = createHash('sha256').update(version).update(JSON.stringify(image)).digest('hex');
      const target = path.join(cacheDir, `${key}.png`);
      if (await stat(target).then(() => true, () => false)) return target;
      draw ??= await painter(fontData);
      const png = await draw(image);
      const aside = `${target}.${randomUUID()}.tmp`;
      await writeFile(aside, png);
      await rename(aside, target);
      drawn++;
      return target;
    },
  };
}

async function painter(fontData: Buffer[]) {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const satoriFonts = fonts.map((font, i) => ({ name: font.name, weight: font.weight, style: 'normal' as const, data: fontData[i] ?? Buffer.alloc(0) }));
  return async (image: OgImage) => {
    const svg = await satori(layout(image) as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts: satoriFonts });
    return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
  };
}
