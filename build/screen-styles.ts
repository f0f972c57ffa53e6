// Each page inlines only its own screen's stylesheet (src/screens/<Screen>.css) beside the
// shared ones (src/pages/siteCss.ts); the other screens' styles, which the app needs once it
// navigates without loading pages, come in one file every page asks for without waiting on it
// (media="print", switched on once loaded: src/pages/inlineScripts.ts). This plugin reads the
// screens' sheets once per build, names the joined file by its content for the server build
// (`virtual:screen-styles`), and writes it beside the client bundle. The server inlines a page's
// own sheet from Vite's glob (src/pages/siteCss.ts), which `npm run dev` keeps up to date.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

const id = 'virtual:screen-styles';
const resolved = `\0${id}`;

export type ScreenStyles = {
  /** Each screen's minified sheet, by the screen's name (About for src/screens/About.css). */
  sheets: Record<string, string>;
  /** The file with every screen's sheet, relative to the site's base: assets/screens.<hash>.css. */
  file: string;
  /** Its content. */
  css: string;
};

const minify = (code: string, filename: string) => transform({ filename, code: Buffer.from(code), minify: true }).code.toString();

export async function readScreenStyles(screensDir: string): Promise<ScreenStyles> {
  const names = (await readdir(screensDir)).filter((f) => f.endsWith('.css')).sort();
  const sheets: Record<string, string> = {};
  for (const name of names) {
    const css = minify(await readFile(path.join(screensDir, name), 'utf8'), name);
    // A "</style" would end the inline element early (the same guard as siteCss.ts).
    if (/<\/style/i.test(css)) throw new Error(`src/screens/${name} must not contain "</style"`);
    sheets[name.replace(/\.css$/, '')] = css;
  }
  const css = minify(Object.values(sheets).join('\n'), 'screens.css');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { sheets, file: `assets/screens.${hash}.css`, css };
}

export function screenStylesPlugin(root: string): Plugin {
  const screensDir = path.join(root, 'src', 'screens');
  let styles: Promise<ScreenStyles> | undefined;
  const read = () => (styles ??= readScreenStyles(screensDir));
  return {
    name: 'juridisk-vejledning:screen-styles',
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(loaded) {
      if (loaded !== resolved) return;
      const { sheets, file } = await read();
      for (const name of Object.keys(sheets)) this.addWatchFile(path.join(screensDir, `${name}.css`));
      return `export const screensFile = ${JSON.stringify(file)};`;
    },
    // A changed sheet in `npm run dev` is read again.
    watchChange(changed) {
      if (changed.startsWith(screensDir) && changed.endsWith('.css')) styles = undefined;
    },
    // Written after the bundle, not emitted through it: the client bundle itself holds no CSS
    // (lean-client.ts fails the build if it does).
    async writeBundle(output) {
      if (this.environment.config.consumer !== 'client' || !output.dir) return;
      const { file, css } = await read();
      await mkdir(path.dirname(path.join(output.dir, file)), { recursive: true });
      await writeFile(path.join(output.dir, file), css);
    },
  };
}
