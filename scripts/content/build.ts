// content/ → src/generated/ in three stages, each testable alone: load (every file read and
// checked on its own), check (the files held to each other; every problem thrown at once,
// naming file and field), emit (the generated files). Then only what changed is written.
import { copyFile, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkContent } from './check-content.ts';
import { isResized } from './post-pictures.ts';
import type { PostImage } from './load-content.ts';
import { contentPaths } from './content-paths.ts';
import { filesUnder } from './files-under.ts';
import { emitContent, type Output } from './emit-content.ts';
import { repositoryOf } from './cms-config.ts';
import { loadContent } from './load-content.ts';
import type { LoadedPost } from './load-posts.ts';
import { countText, lix, LIX_WARNING, type ReadabilityRow } from './readability.ts';

export type BuildContentOptions = {
  contentDir: string;
  generatedDir: string;
  /** Markdown → HTML results by content hash; a rebuild re-renders only changed posts. */
  cacheDir?: string;
  /** true (`npm run dev`): drafts are built too, marked; otherwise they are left out entirely. */
  drafts?: boolean;
  /** The posts' share images by content hash (og-images.ts); by default contentPaths()'s. */
  imageCacheDir?: string;
  /** The font files cut to the site's characters (web-fonts.ts); by default contentPaths()'s. */
  fontCacheDir?: string;
  /** The posts' pictures resized, by content hash (post-pictures.ts); by default contentPaths()'s. */
  pictureCacheDir?: string;
  /**
   * false: no share images (`--readability`, and the unit tests that check something else:
   * drawing takes ~50 ms an image, a second or more on a busy machine before the first).
   */
  shareImages?: boolean;
  /** The site's base path ("/" or "/repo/"): root-relative links in posts get it. */
  basePath?: string;
  /** Replaces site.yaml's url (SITE_URL), e.g. for GitHub Pages. */
  siteUrl?: string;
  /** Paths in messages are shown relative to this folder. */
  cwd?: string;
  /** The build's day (YYYY-MM-DD); by default contentPaths()'s BUILD_DATE, else today in Denmark. */
  today?: string;
};

export type BuildContentResult = {
  posts: number;
  /** Not errors, but worth the owner's attention (a post dated in the future). */
  warnings: string[];
  /** With `drafts`: what keeps a half-written draft from being shown (it is left out until fixed). */
  draftProblems: string[];
  /** With `drafts`: what a production build would refuse that a build with drafts cannot (a published post linking to a draft). */
  publishProblems: string[];
  /** Markdown texts rendered in this run (the rest came from the cache). */
  rendered: number;
  /** Share images drawn in this run (the rest came from the cache). */
  drawn: number;
  /** Pictures resized in this run (the rest came from the cache). */
  resized: number;
  written: number;
  /** LIX of every article and help guide page, for `npm run content -- --readability`. */
  readability: ReadabilityRow[];
};

/** The one line a content build prints, from the CLI and from the Vite build alike. */
export function describeContentBuild({ posts, rendered, drawn, resized, written, warnings }: BuildContentResult, ms: number): string {
  const line = `content: ${posts} posts (${rendered} Markdown files rendered, ${drawn} share images drawn, ${resized} pictures resized, the rest cached), ${written} generated files updated in ${Math.round(ms)} ms`;
  return [line, ...warnings.map((w) => `content: warning: ${w}`)].join('\n');
}

/**
 * content/ → generatedDir. Validates every file; throws ContentErrors naming each file and
 * field that is wrong, before anything is written.
 */
export async function buildContent({
  contentDir,
  generatedDir,
  cacheDir,
  drafts = false,
  imageCacheDir = contentPaths().imageCacheDir,
  fontCacheDir = contentPaths().fontCacheDir,
  pictureCacheDir = contentPaths().pictureCacheDir,
  shareImages = true,
  basePath = '/',
  siteUrl,
  cwd = process.cwd(),
  today = contentPaths().buildDate,
}: BuildContentOptions): Promise<BuildContentResult> {
  const loaded = await loadContent({ contentDir, ...(cacheDir && { cacheDir }), drafts, ...(siteUrl && { siteUrl }), cwd, today });
  const content = checkContent(loaded, { drafts });
  const { outputs, drawn, resized } = await emitContent(content, { basePath, imageCacheDir, fontCacheDir, pictureCacheDir, shareImages, repository: repositoryOf(process.env) });
  const written = await writeChanged(generatedDir, outputs);

  const { posts, help, file, situations } = content;
  const readability = [
    ...posts.map(({ file, readability: r }) => ({
      file,
      da: lix(r.da),
      ...(r.en && { en: lix(r.en) }),
      ...(r.brief && { brief: lix(r.brief) }),
    })),
    ...[...help.guides].map(([areaId, guide]) => {
      const texts = [guide.intro, ...guide.canHelp, ...guide.cannotHelp, ...guide.deadlines];
      return { file: file('help', `${areaId}.yaml`), da: lix(countText(texts.map((t) => t.da))), en: lix(countText(texts.map((t) => t.en))) };
    }),
    // What an outcome means, for the most stressed readers: each its own row, named by its field.
    ...[...situations.situations].flatMap(([address, situation]) =>
      Object.entries(situation.steps).flatMap(([key, step]) =>
        'outcome' in step
          ? [{ file: file('situations', `${address}.yaml`), field: `steps.${key}.outcome.means`, da: lix(countText([step.outcome.means.da])), en: lix(countText([step.outcome.means.en])) }]
          : [],
      ),
    ),
  ];
  const warnings = [
    // Not a problem: said so that the owner knows why it is not on the site yet.
    ...[...content.scheduled.values()].map(
      ({ date, file }) => `${file}: field "date" ${date} is ahead: the post waits and is published by the first build on that day (the daily build, early in the morning)`,
    ),
    ...posts.flatMap((p) => postWarnings(p, today)),
    ...readability.flatMap(lixWarning),
    ...[...content.images].flatMap(([url, image]) => heavyImageWarning(url, image, file)),
    ...(drafts ? [] : content.draftErrors.map((e) => `${e.message} (a draft, left out of this build)`)),
  ];
  // npm run dev shows them where the owner looks (Vite's overlay), and the rest of the site meanwhile.
  const draftProblems = drafts ? content.draftErrors.map((e) => e.message) : [];
  const { publishProblems, rendered } = content;
  return { posts: posts.length, rendered, drawn, resized, written, warnings, draftProblems, publishProblems, readability };
}

/** Above this an original is worth making smaller before it is added (a phone photo is 3–5 MB). */
export const HEAVY_IMAGE_BYTES = 500 * 1024;

/** A heavy original: resized, it only weighs down the repository; sent as it is (GIF, SVG), every reader pays. */
function heavyImageWarning(url: string, image: PostImage, file: (...parts: string[]) => string): string[] {
  if (image.bytes <= HEAVY_IMAGE_BYTES) return [];
  const size = `${(image.bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
  const original = file(...url.split('/').filter(Boolean));
  return [
    isResized(image.type)
      ? `${image.post}: field "body" shows ${url}, whose file ${original} is ${size}: the site sends smaller copies, but the original stays in the repository; save it at most 2000 px wide before adding it`
      : `${image.post}: field "body" shows ${url}, whose file ${original} is ${size} and is sent as it is to every reader: make it smaller, or save it as JPEG or PNG so the site can resize it`,
  ];
}

/** Hard reading for a Danish article or outcome: allowed, but the owner is told (the table shows every score). */
function lixWarning({ file, field, da, brief }: ReadabilityRow): string[] {
  if (da <= LIX_WARNING) return [];
  if (field)
    return [`${file}: field "${field}" reads hard (LIX ${da}, above ${LIX_WARNING}): a person in trouble reads it first; use shorter sentences and everyday words`];
  if (!file.endsWith('.md')) return [];
  return [
    `${file}: field "body" reads hard (LIX ${da}, above ${LIX_WARNING}${brief === undefined ? '' : `; Kort fortalt ${brief}`}): use shorter sentences and everyday words; \`npm run content -- --readability\` shows every score`,
  ];
}

/** Allowed, but worth the owner's attention: law that may have moved on since it was checked, a missing translation. */
function postWarnings(post: LoadedPost, today: string): string[] {
  const warnings: string[] = [];
  const yearAgo = `${String(Number(today.slice(0, 4)) - 1)}${today.slice(4)}`;
  // A draft is unfinished by definition: these are for what is published.
  if (post.summary.draft && !post.summary.scheduled) return warnings;
  const { reviewed, sources } = post.facts;
  if (reviewed === undefined)
    warnings.push(`${post.file}: field "reviewed" is missing; check the article against the law and write the date (YYYY-MM-DD)`);
  else if (reviewed < yearAgo)
    warnings.push(`${post.file}: field "reviewed" ${reviewed} is more than 12 months ago; check the article against the law and update it`);
  if (sources === undefined) warnings.push(`${post.file}: field "sources" is missing; name the statutes the article relies on (docs/architecture.md, "Add a post")`);
  if (post.summary.en === undefined)
    warnings.push(
      `${post.file}: has no English version (${post.summary.slug}.en.md); the English pages list it as "In Danish only" and link to the Danish page`,
    );
  return warnings;
}

/** Writes only files whose text changed (so the dev server reloads only what changed) and removes stale ones. */
async function writeChanged(dir: string, outputs: Map<string, Output>): Promise<number> {
  const stale = (await filesUnder(dir)).filter((rel) => !outputs.has(rel));
  await Promise.all(stale.map((rel) => rm(path.join(dir, rel))));
  const folders = new Set([...outputs.keys()].map((rel) => path.dirname(path.join(dir, rel))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  const changed = await Promise.all(
    [...outputs].map(async ([rel, text]) => {
      const target = path.join(dir, rel);
      if (typeof text !== 'string') return linkChanged(text.linkTo, target);
      const before = await readFile(target, 'utf8').catch(() => null);
      if (before === text) return false;
      // A new file rather than the old one overwritten: a finished build may hold a hard
      // link to the old one (see vite-plugin-content.ts).
      if (before !== null) await rm(target);
      await writeFile(target, text);
      return true;
    }),
  );
  return changed.filter(Boolean).length;
}

/** Links `target` to `source` unless it is that file already; copies where links fail. */
async function linkChanged(source: string, target: string): Promise<boolean> {
  const [from, to] = await Promise.all([stat(source), stat(target).catch(() => null)]);
  if (to?.ino === from.ino && to.dev === from.dev) return false;
  if (to) await rm(target);
  await link(source, target).catch(() => copyFile(source, target));
  return true;
}
