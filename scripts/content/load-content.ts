// The content build's first stage: every file of content/ read once and checked on its own
// (schema, fields, the ids it names). A file that cannot be read is left out and its problems
// are kept, so that one run reports them all; checkContent then holds the files to each other.
import { readdir, readFile, stat } from 'node:fs/promises';
import { filesUnder } from './files-under.ts';
import path from 'node:path';
import { imageSizeFromFile } from 'image-size/fromFile';
import { ContentError, ContentErrors } from './content-error.ts';
import { loadCourses, loadLegalAreas, loadMessages, loadOrganisations, loadReviews, loadSite } from './load-data.ts';
import { loadHelpGuides, organisationErrors } from './load-help.ts';
import { IMAGE_PATH, loadPosts, type LoadedPost, type PostLinks } from './load-posts.ts';
import { loadLetters } from './load-letters.ts';
import { loadSituations } from './load-situations.ts';
import { loadSourcePolicy } from './source-links.ts';
import { markdownCache } from './markdown-cache.ts';
import { isSamplePortrait, PORTRAIT_FILE } from './sample-portrait.ts';
import { decodeEscapes } from './decode-escapes.ts';

/** The list of hosts a source may link to, in content/. */
const SOURCE_HOSTS_FILE = 'source-hosts.yaml';

export type LoadOptions = {
  contentDir: string;
  /** Markdown → HTML results by content hash; a rebuild re-renders only changed posts. */
  cacheDir?: string;
  /** true: drafts are loaded too; otherwise they are left out entirely. */
  drafts: boolean;
  /** Replaces site.yaml's url (SITE_URL), e.g. for GitHub Pages. */
  siteUrl?: string;
  /** Paths in messages are shown relative to this folder. */
  cwd: string;
  /** The build's day (YYYY-MM-DD): a post dated after it is held back until a build on its day. */
  today: string;
};

type Loaded<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;

/** A picture a post shows: its file, size and type (image-size's name), and the first post that shows it. */
export type PostImage = { file: string; width: number; height: number; type?: string; bytes: number; post: string };

/** What content/ holds, each file undefined where it could not be read; `errors` says why. */
export type LoadedContent = {
  site?: Loaded<typeof loadSite>;
  reviews?: Loaded<typeof loadReviews>;
  legalAreas?: Loaded<typeof loadLegalAreas>;
  courses?: Loaded<typeof loadCourses>;
  organisations?: Loaded<typeof loadOrganisations>;
  help?: Loaded<typeof loadHelpGuides>;
  situations: Loaded<typeof loadSituations>;
  /** content/letters/: the letters outcomes offer. */
  letters: Loaded<typeof loadLetters>;
  /** content/i18n/*.json as written, and their names for messages. */
  messages: { da?: Record<string, string>; en?: Record<string, string>; files: { da: string; en: string } };
  /** The posts this build publishes (with `drafts`, the drafts too). */
  posts: LoadedPost[];
  /** The links of the published posts that have other problems, so that checkContent reports them in the same round. */
  brokenPostLinks: PostLinks[];
  /** Every post's slug, drafts' included, and the drafts' alone. */
  allSlugs: ReadonlySet<string>;
  drafts: ReadonlySet<string>;
  /** A production build's posts dated ahead, left out of `posts`: checked now all the same. */
  scheduledPosts: LoadedPost[];
  /** The posts dated after the build's day, by slug (drafts until then). */
  scheduled: ReadonlyMap<string, { date: string; file: string }>;
  /** What keeps a draft from being shown (a production build leaves it out; dev shows the problem). */
  draftErrors: ContentError[];
  /** The images the posts show, by site path. */
  images: Map<string, PostImage>;
  /** public/portrait is still the sample drawing. */
  samplePortrait: boolean;
  /** content/portrait.webp, where it exists. */
  portrait?: string;
  /** Markdown texts rendered in this run (the rest came from the cache). */
  rendered: number;
  /** The name of a file for messages: relative to `cwd`. */
  file: (...parts: string[]) => string;
  errors: ContentError[];
};

/** Collects a thrown ContentError or ContentErrors, so one run reports every problem. */
async function attempt<T>(errors: ContentError[], load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ContentError) errors.push(error);
    else if (error instanceof ContentErrors) errors.push(...error.errors);
    else throw error;
    return undefined;
  }
}

export async function loadContent({ contentDir, cacheDir, drafts: withDrafts, siteUrl, cwd, today }: LoadOptions): Promise<LoadedContent> {
  const display = (abs: string) => path.relative(cwd, abs) || abs;
  const at = (...parts: string[]) => path.join(contentDir, ...parts);
  const file = (...parts: string[]) => display(at(...parts));
  const errors: ContentError[] = [];

  const loadedSite = await attempt(errors, () => loadSite(at('site.yaml'), file('site.yaml')));
  const site = loadedSite && siteUrl ? { ...loadedSite, url: siteUrl.replace(/\/$/, '') } : loadedSite;
  const reviews = await attempt(errors, () => loadReviews(at('reviews.yaml'), file('reviews.yaml')));
  const legalAreas = await attempt(errors, () => loadLegalAreas(at('legal-areas.yaml'), file('legal-areas.yaml')));
  const courses = await attempt(errors, () => loadCourses(at('courses.yaml'), file('courses.yaml'), legalAreas ?? null));
  const organisations = await attempt(errors, () => loadOrganisations(at('organisations.yaml'), file('organisations.yaml')));
  if (organisations) errors.push(...organisationErrors(organisations, file('organisations.yaml')));
  // Where sources may link: read before every file that cites one.
  const sources = (await attempt(errors, () => loadSourcePolicy(at(SOURCE_HOSTS_FILE), file(SOURCE_HOSTS_FILE)))) ?? null;
  const help = legalAreas && (await loadHelpGuides(at('help'), display, legalAreas, organisations ?? null, sources));
  if (help) errors.push(...help.errors);
  const letters = await loadLetters(at('letters'), display, sources);
  errors.push(...letters.errors);
  // A letter with a problem is reported above: an outcome naming it is not reported again.
  const letterIds = new Set((await readdir(at('letters')).catch(() => [] as string[])).filter((n) => n.endsWith('.yaml')).map((n) => n.slice(0, -'.yaml'.length)));
  const situations = await loadSituations(at('situations'), display, legalAreas ?? null, organisations ?? null, letterIds, sources);
  errors.push(...situations.errors);
  const files = { da: file('i18n', 'da.json'), en: file('i18n', 'en.json') };
  const da = await attempt(errors, () => loadMessages(at('i18n', 'da.json'), files.da));
  const en = await attempt(errors, () => loadMessages(at('i18n', 'en.json'), files.en));

  const cache = await markdownCache(cacheDir);
  const loaded = await loadPosts(at('posts'), display, legalAreas ?? null, sources, (markdown) => cache.render(markdown), today);
  await cache.save();
  errors.push(...loaded.errors);
  // A production build leaves drafts out entirely: no page, no card, no feed or sitemap entry;
  // a half-written draft does not stop it either (npm run dev shows its problems).
  const posts = withDrafts ? loaded.posts : loaded.posts.filter((p) => !p.summary.draft);
  const images = await postImages(at('images'), posts, errors);
  // A post dated ahead is published by a build nobody watches (the morning's): its pictures are
  // checked now, though not yet published.
  const scheduledPosts = withDrafts ? [] : loaded.posts.filter((p) => p.summary.scheduled);
  await postImages(at('images'), scheduledPosts, errors);
  // The owner's photo, with her content: without it, or while it is the sample drawing, the site shows her initials.
  const portrait = at(PORTRAIT_FILE);
  const portraitBytes = await readFile(portrait).catch(() => null);
  const samplePortrait = portraitBytes === null || isSamplePortrait(portraitBytes);

  return {
    ...(site && { site }),
    ...(reviews && { reviews }),
    ...(legalAreas && { legalAreas }),
    ...(courses && { courses }),
    ...(organisations && { organisations }),
    ...(help && { help }),
    situations,
    letters,
    messages: { ...(da && { da }), ...(en && { en }), files },
    posts,
    brokenPostLinks: loaded.brokenLinks,
    allSlugs: loaded.slugs,
    drafts: loaded.drafts,
    scheduled: loaded.scheduled,
    scheduledPosts,
    draftErrors: loaded.draftErrors,
    images,
    samplePortrait,
    ...(portraitBytes && { portrait }),
    rendered: cache.rendered,
    file,
    errors,
  };
}

/** What a HEIC photo is told. */
export const HEIC_PHOTO = (url: string) =>
  `shows the image ${url}, a HEIC photo (an iPhone's own format), which most browsers cannot show: save it as JPEG (on the iPhone: Settings → Camera → Formats → Most Compatible) and write its .jpg name`;

/**
 * The images the posts show, by site path (/images/…), each a file in content/images/ with its
 * size; a missing or unreadable one is a content error naming the post.
 */
async function postImages(dir: string, posts: readonly LoadedPost[], errors: ContentError[]): Promise<Map<string, PostImage>> {
  const files = new Map(
    (await filesUnder(dir)).map((rel) => [IMAGE_PATH + rel, path.join(dir, rel)] as const),
  );
  const images = new Map<string, PostImage>();
  for (const post of posts) {
    for (const url of new Set(post.images)) {
      const pathname = decodeEscapes(new URL(url, 'https://site.invalid').pathname);
      const file = files.get(pathname);
      if (!file) {
        errors.push(new ContentError(post.file, 'body', `shows the image ${url}, but there is no file content${pathname}`));
        continue;
      }
      const size =
        images.get(pathname) ??
        (await imageSizeFromFile(file).then(
          async ({ width, height, type }) => ({ file, width, height, ...(type && { type }), bytes: (await stat(file)).size, post: post.file }),
          () => null,
        ));
      // An iPhone's HEIC photo: only Safari shows it, and the build cannot read it to resize it.
      if (size?.type === 'heif' || /\.hei[cf]$/i.test(pathname)) errors.push(new ContentError(post.file, 'body', HEIC_PHOTO(url)));
      else if (size) images.set(pathname, size);
      else errors.push(new ContentError(post.file, 'body', `shows the image ${url}, which is not a picture the build can read: use JPEG, PNG, WebP, AVIF, GIF or SVG`));
    }
  }
  // Only what a post shows is published: not a draft's picture (in a production build), an
  // original kept beside it, or a stray .DS_Store.
  return images;
}
