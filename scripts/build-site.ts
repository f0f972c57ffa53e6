// A whole site built from a copy of content/ into a folder of its own, for the tests that build
// sites (tests/build/) and the benchmark: the repo's content/, src/generated/ and dist/ stay
// untouched. The folder lies under .cache/ because Vike's prerender does not find a server build
// outside the project folder.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { contentPaths } from './content/content-paths.ts';

type SiteOptions = {
  /** The folder's name under .cache/; a random suffix keeps parallel builds apart unless `fixed`. */
  name: string;
  fixed?: boolean;
  /** Writes or changes files in the copy of content/ before the build. */
  content?: (contentDir: string) => Promise<void>;
  /** More environment for the build, such as BASE_PATH or SITE_URL. */
  env?: Record<string, string>;
};

export type TempSite = {
  work: string;
  contentDir: string;
  generatedDir: string;
  /** The environment that builds this site: CONTENT_DIR, GENERATED_DIR, OUT_DIR and the cache. */
  env: NodeJS.ProcessEnv;
  /** The static site, once built. */
  clientDir: string;
  remove: () => Promise<void>;
};

/** Copies content/ into a fresh folder and lets `content` change it; does not build. */
export async function prepareSite({ name, fixed = false, content, env = {} }: SiteOptions): Promise<TempSite> {
  const { root, contentDir: source } = contentPaths();
  const parent = path.join(root, '.cache');
  await mkdir(parent, { recursive: true });
  let work = path.join(parent, name);
  if (fixed) await rm(work, { recursive: true, force: true });
  else work = await mkdtemp(`${work}-`);
  const contentDir = path.join(work, 'content');
  await cp(source, contentDir, { recursive: true });
  await content?.(contentDir);
  const generatedDir = path.join(work, 'generated');
  const siteEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    GENERATED_DIR: generatedDir,
    OUT_DIR: path.join(work, 'dist'),
    MARKDOWN_CACHE_DIR: path.join(work, 'markdown-cache'),
    // One for every such site: an image is drawn once for its content (og-images.ts), and the
    // benchmark's thousands stay out of node_modules/.cache.
    IMAGE_CACHE_DIR: path.join(parent, 'og-images'),
    FONT_CACHE_DIR: path.join(parent, 'fonts'),
    PICTURE_CACHE_DIR: path.join(parent, 'pictures'),
    ...env,
  };
  return {
    work,
    contentDir,
    generatedDir,
    env: siteEnv,
    clientDir: contentPaths(siteEnv).clientDir,
    remove: () => rm(work, { recursive: true, force: true }),
  };
}

/**
 * Prepares a site and builds it as `npm run build` does (`vike build`, content step included).
 * Rejects with the build's output if it fails, unless `allowFailure`: then `code` tells.
 */
export async function buildSite(options: SiteOptions & { allowFailure?: boolean }): Promise<TempSite & { code: number; output: string }> {
  const site = await prepareSite(options);
  const { root } = contentPaths();
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) =>
    execFile(
      path.join(root, 'node_modules/.bin/vike'),
      ['build'],
      { cwd: root, env: site.env, maxBuffer: 1 << 26 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );
  if (code !== 0 && !options.allowFailure) {
    // The caller never gets the folder to remove; the output says what went wrong.
    await site.remove();
    throw new Error(`The build of ${site.work} failed (exit ${code}):\n${output}`);
  }
  return { ...site, code, output };
}
