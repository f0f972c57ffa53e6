// The browser CMS (Sveltia CMS) bundled from its npm package for /admin/. The package's module
// build is made for a bundler (it imports its translations as JSON and its code highlighting as
// packages), so Vite bundles it once per package version into the cache, with its fonts: the page
// loads nothing from a CDN. Every later build links the cached files.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'vite';
import { filesUnder } from './files-under.ts';

/** The bundle's entry, as the page loads it (admin-page.ts). */
export const CMS_ENTRY = 'start.js';
const COMPLETE = '.complete';

async function packageVersion(): Promise<string> {
  // The package's exports do not include its package.json: read it beside the module build.
  const entry = createRequire(import.meta.url).resolve('@sveltia/cms');
  const manifest = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * The bundle's files, by their path under its folder, each a file in the cache. Builds it the
 * first time (about 3 s) in a folder of its own, then moves it into place, so builds running side
 * by side never read a half-written bundle.
 */
export async function cmsBundle(cacheDir: string): Promise<Map<string, string>> {
  const dir = path.join(cacheDir, `sveltia-cms-${await packageVersion()}`);
  const done = await stat(path.join(dir, COMPLETE)).then(
    () => true,
    () => false,
  );
  if (!done) {
    const work = `${dir}.${process.pid}.${Date.now()}`;
    const source = path.join(work, 'source');
    await mkdir(source, { recursive: true });
    await writeFile(path.join(source, CMS_ENTRY), `import CMS from '@sveltia/cms';\n\nCMS.init();\n`);
    await build({
      root: source,
      configFile: false,
      logLevel: 'warn',
      base: './',
      build: {
        outDir: path.join(work, 'out'),
        emptyOutDir: true,
        reportCompressedSize: false,
        // One large bundle by design (about 2 MB); it is loaded on /admin/ only.
        chunkSizeWarningLimit: 4096,
        rollupOptions: { input: path.join(source, CMS_ENTRY), output: { entryFileNames: CMS_ENTRY } },
      },
    });
    await writeFile(path.join(work, 'out', COMPLETE), '');
    // A folder only ever comes into place whole, by this rename.
    await rename(path.join(work, 'out'), dir).catch((error: unknown) => {
      // Another build moved the same bundle into place first.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    });
    await rm(work, { recursive: true, force: true });
  }
  return new Map((await filesUnder(dir)).filter((file) => file !== COMPLETE).map((file) => [file, path.join(dir, file)]));
}
