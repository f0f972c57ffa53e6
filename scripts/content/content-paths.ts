import path from 'node:path';
import { isCalendarDate, ISO_DATE } from '../../src/content/calendarDate.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every folder and setting the environment can change, parsed and checked in this one place
 * (the build, the dev server, the scripts and the tests all read them from here). Content,
 * generated modules and output can be moved so tests and the benchmark build other content
 * without touching the repo's.
 */
export function contentPaths(env: NodeJS.ProcessEnv = process.env) {
  /** "/" or a sub-path such as "/repo/" (GitHub Pages): the site's links and assets get it. */
  const basePath = env.BASE_PATH ?? '/';
  if (!/^\/(.+\/)?$/.test(basePath)) throw new Error(`BASE_PATH must start and end with "/", e.g. /repo/ (got ${basePath})`);
  const outDir = path.resolve(env.OUT_DIR ?? path.join(root, 'dist'));
  const outside = path.relative(root, outDir);
  // Vike's prerender does not find a server build outside the project folder.
  if (outside.startsWith('..') || path.isAbsolute(outside))
    throw new Error(`OUT_DIR must lie inside the project folder ${root} (got ${outDir})`);
  const generatedDir = path.resolve(env.GENERATED_DIR ?? path.join(root, 'src/generated'));
  const buildDate = env.BUILD_DATE ?? danishToday();
  if (!ISO_DATE.test(buildDate) || !isCalendarDate(buildDate)) throw new Error(`BUILD_DATE must be a date written YYYY-MM-DD (got ${buildDate})`);
  return {
    root,
    contentDir: path.resolve(env.CONTENT_DIR ?? path.join(root, 'content')),
    generatedDir,
    /**
     * Where `npm run dev` writes instead (with the drafts): a build meanwhile rewrites
     * generatedDir without them, and must not take them away from the dev server.
     */
    devGeneratedDir: env.GENERATED_DIR ? `${generatedDir}-dev` : path.join(root, 'node_modules/.cache/juridisk-vejledning/generated-dev'),
    basePath,
    /** The build output (OUT_DIR); the static site is its `client` folder. */
    outDir,
    clientDir: path.join(outDir, 'client'),
    /**
     * The build's day (BUILD_DATE, else today in Denmark): a post dated after it is held back.
     * A test sets it to build a day ahead.
     */
    buildDate,
    /** Overrides site.yaml's url, e.g. for a preview or GitHub Pages deployment. */
    siteUrl: env.SITE_URL,
    markdownCacheDir: path.resolve(env.MARKDOWN_CACHE_DIR ?? path.join(root, 'node_modules/.cache/juridisk-vejledning/markdown')),
    /** The posts' share images by content hash: shared by every build, as each is only ever added. */
    imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR ?? path.join(root, 'node_modules/.cache/juridisk-vejledning/og-images')),
    /** The posts' pictures resized, by the hash of the original (post-pictures.ts). */
    pictureCacheDir: path.resolve(env.PICTURE_CACHE_DIR ?? path.join(root, 'node_modules/.cache/juridisk-vejledning/pictures')),
    /** The site's font files, cut to the characters it uses, by the hash of their source (web-fonts.ts). */
    fontCacheDir: path.resolve(env.FONT_CACHE_DIR ?? path.join(root, 'node_modules/.cache/juridisk-vejledning/fonts')),
    /** The browser CMS bundled from its npm package, one folder per version (cms-bundle.ts). */
    cmsCacheDir: path.resolve(env.CMS_CACHE_DIR ?? path.join(root, 'node_modules/.cache/juridisk-vejledning/cms')),
  };
}

/** Today's date in Denmark, YYYY-MM-DD: the day a post dated today is published, wherever the build runs (CI runs in UTC). */
export function danishToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * `resolve` for Vite and Vitest: the path aliases of tsconfig.json, where they are declared.
 * `@generated` alone is set here as well, because GENERATED_DIR moves that folder for a test or
 * benchmark build and tsconfig cannot read the environment (tsc checks the repo's own
 * src/generated); an alias is applied before tsconfig's paths, so it wins.
 */
export function resolveAliases(paths: { generatedDir: string } = contentPaths()) {
  return { tsconfigPaths: true, alias: { '@generated': paths.generatedDir } };
}
