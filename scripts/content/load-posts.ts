import { z } from 'zod';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BRIEF_REQUIRED, codePoint, CONTENTS_FROM, postFrontmatter, PostTranslationFrontmatter, Slug, withoutChecked, type LegalArea, type Post, type PostSource } from '../../src/content/schema.ts';
import { ContentError, UNKNOWN_FIELD, zodErrors } from './content-error.ts';
import { readFrontmatter } from './front-matter.ts';
import { markdownShapeProblem, type RenderedMarkdown } from './markdown.ts';
import { decodeContent } from './decode-content.ts';
import { countText, type TextCounts } from './readability.ts';
import { sourceLinkErrors, type SourcePolicy } from './source-links.ts';

/** How each text of a post reads: its body in Danish and English, and its "Kort fortalt" points. */
export type PostReadability = { da: TextCounts; en?: TextCounts; brief?: TextCounts };

/** `images`: the site paths of the images a post shows, in either language (/images/…); `sample`: one of the repository's examples. */
export type LoadedPost = Post & { file: string; internalLinks: string[]; images: string[]; readability: PostReadability; sample: boolean };

/** A post's links to other pages of the site, as its body writes them. */
export type PostLinks = Pick<LoadedPost, 'file' | 'internalLinks'>;

/** A post that cannot be published: every problem in its files, and its links where its body could be read (checked in the same round). */
type BrokenPost = { errors: ContentError[]; links?: PostLinks };

/** Where a post's images are served from: content/images/ becomes /images/. */
export const IMAGE_PATH = '/images/';

type Source = { file: string; slug: string; lang: 'da' | 'en'; text: string };

/** Characters a file name can hold that no one sees: zero-width, bidi and other format and control characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const invisibleInName = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

/** A file name as the owner can read it: each invisible character as <U+XXXX>. */
const visibleName = (file: string) => file.replace(new RegExp(invisibleInName.source, 'g'), (c) => `<${codePoint(c)}>`);

/** Markdown by another name: never ignored, but named, since a post's file must end in .md. */
const markdownLike = /\.(md|markdown|mdown|mkdn?|mdwn|mdtxt|mdtext)$/i;

async function listMarkdown(dir: string): Promise<{ posts: string[]; misnamed: string[] }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  return { posts: files.filter((f) => f.endsWith('.md')), misnamed: files.filter((f) => !f.endsWith('.md') && markdownLike.test(f)) };
}

/** Whether a body has sections enough for a contents list. */
const contentsOf = (md: RenderedMarkdown | undefined) => (md?.sections.length ?? 0) >= CONTENTS_FROM;

/** Lines before a post's body in its file (the frontmatter), so a body's line is named as the editor numbers it. */
function linesBefore(text: string, body: string): number {
  const at = text.lastIndexOf(body);
  return at < 0 ? 0 : text.slice(0, at).split('\n').length - 1;
}

function bodyErrors(file: string, md: RenderedMarkdown, firstLine = 0): ContentError[] {
  const errors: ContentError[] = [];
  for (const line of md.imagesWithoutAlt)
    errors.push(
      new ContentError(
        file,
        'body',
        `has an image without a description on line ${line + firstLine}: write what it shows between the brackets, ![Udlejers fraflytningsrapport, side 1](…), so a reader who cannot see it is told`,
      ),
    );
  if (md.h1Count > 0)
    errors.push(new ContentError(file, 'body', 'uses a level-1 heading (# …); the title is the page heading, so start sections with ##'));
  if (md.rawHtmlCount > 0)
    errors.push(new ContentError(file, 'body', 'contains raw HTML, which is never shown on the site; write it in Markdown instead'));
  if (md.empty) errors.push(new ContentError(file, 'body', 'is empty: write the article below the frontmatter'));
  if (md.footnotes > 0)
    errors.push(
      new ContentError(file, 'body', 'uses footnotes ([^1]), which the site does not show: name the source in the text, or list it under `sources` in the frontmatter'),
    );
  for (const url of md.unsafeUrls)
    errors.push(
      new ContentError(file, 'body', `links to ${JSON.stringify(url)}, which is not allowed: use https:, http:, mailto:, tel:, a path on this site or #anchor`),
    );
  for (const url of md.images.filter((image) => !md.unsafeUrls.includes(image))) {
    // The site's security policy (img-src 'self') would block it, and it would tell another site who reads.
    if (!url.startsWith('/') || url.startsWith('//'))
      errors.push(
        new ContentError(file, 'body', `shows the image ${url} from another site, which the site's security policy blocks: save it in content/images/ and write ![description](${IMAGE_PATH}name.jpg)`),
      );
    else if (!url.startsWith(IMAGE_PATH))
      errors.push(new ContentError(file, 'body', `shows the image ${url}: images live in content/images/ and are written ![description](${IMAGE_PATH}name.jpg)`));
  }
  return errors;
}

/**
 * Reads every `<slug>.md` (Danish, required) and `<slug>.en.md` (English, optional) under
 * `dir`, subfolders included. Returns the posts that are valid and every problem found.
 * `display` turns an absolute path into the path shown in messages; `areas` are the legal
 * areas a post's category may name (null: content/legal-areas.yaml is broken, and reported).
 */
export async function loadPosts(
  dir: string,
  display: (file: string) => string,
  areas: readonly LegalArea[] | null,
  /** Where a source may link (content/source-hosts.yaml); null where that list could not be read. */
  sourcePolicy: SourcePolicy | null,
  render: (markdown: string) => RenderedMarkdown,
  /** The build's day (YYYY-MM-DD, Danish time): a post dated after it waits, as a draft, until a build on that day. */
  today: string,
): Promise<{
  posts: LoadedPost[];
  /** The links of the published posts that have other problems: checked with the rest, in one round. */
  brokenLinks: PostLinks[];
  slugs: Set<string>;
  drafts: Set<string>;
  /** The posts dated after `today`, by slug: drafts until then (in `drafts` too). */
  scheduled: Map<string, { date: string; file: string }>;
  errors: ContentError[];
  draftErrors: ContentError[];
}> {
  const errors: ContentError[] = [];
  const sources: Source[] = [];
  const listed = await listMarkdown(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  if (!listed)
    return {
      posts: [],
      brokenLinks: [],
      slugs: new Set(),
      drafts: new Set(),
      scheduled: new Map(),
      draftErrors: [],
      errors: [new ContentError(display(dir), null, 'folder is missing: posts live in content/posts/<slug>.md')],
    };
  for (const abs of listed.misnamed)
    errors.push(new ContentError(display(abs), null, `is not read: a post's file name must end in .md (lower case), e.g. ${path.basename(abs).replace(markdownLike, '.md')}`));
  const files = listed.posts;
  const texts = await Promise.all(
    files.map((abs) =>
      readFile(abs).then((bytes) => {
        try {
          return decodeContent(display(abs), bytes);
        } catch (error) {
          if (error instanceof ContentError) errors.push(error);
          else throw error;
          return null;
        }
      }),
    ),
  );
  files.forEach((abs, i) => {
    const text = texts[i];
    if (text === null || text === undefined) return;
    const file = display(abs);
    const base = path.basename(abs, '.md');
    const lang = base.endsWith('.en') ? 'en' : 'da';
    const slug = lang === 'en' ? base.slice(0, -3) : base;
    const invisible = invisibleInName.exec(base)?.[0];
    const slugCheck = Slug.safeParse(slug);
    if (invisible !== undefined)
      errors.push(
        new ContentError(
          visibleName(file),
          null,
          `file name contains the invisible character ${codePoint(invisible)} (shown as <${codePoint(invisible)}>): rename the file`,
        ),
      );
    else if (!slugCheck.success) errors.push(...zodErrors(file, slugCheck.error));
    else sources.push({ file, slug, lang, text });
  });

  const danish = new Map<string, Source>();
  for (const source of sources.filter((s) => s.lang === 'da')) {
    const first = danish.get(source.slug);
    if (first) errors.push(new ContentError(source.file, 'slug', `"${source.slug}" is already used by ${first.file}`));
    else danish.set(source.slug, source);
  }
  const english = new Map<string, Source>();
  for (const source of sources.filter((s) => s.lang === 'en')) {
    if (!danish.has(source.slug))
      errors.push(new ContentError(source.file, null, `is a translation, but there is no Danish post ${source.slug}.md`));
    else {
      const first = english.get(source.slug);
      if (first) errors.push(new ContentError(source.file, 'slug', `"${source.slug}" already has an English version in ${first.file}`));
      else english.set(source.slug, source);
    }
  }

  const frontmatter = postFrontmatter(areas);
  const drafts = new Set([...danish.values()].filter((da) => markedDraft(da.text)).map((da) => da.slug));
  const results = [...danish.values()].map((da) => ({ draft: drafts.has(da.slug), result: loadPost(da, english.get(da.slug), frontmatter, render, sourcePolicy) }));
  const posts: LoadedPost[] = [];
  const brokenLinks: PostLinks[] = [];
  // A draft's problems apart: a production build leaves the draft out and only mentions them.
  const draftErrors: ContentError[] = [];
  const scheduled = new Map<string, { date: string; file: string }>();
  for (const { draft, result } of results) {
    if ('errors' in result) {
      (draft ? draftErrors : errors).push(...result.errors);
      if (!draft && result.links) brokenLinks.push(result.links);
    } else if (!result.summary.draft && result.summary.date > today) {
      // Written ahead: held back like a draft until the first build on its day (a daily one in
      // CI). It was checked as a published post is, because nobody checks it again that morning.
      scheduled.set(result.summary.slug, { date: result.summary.date, file: result.file });
      drafts.add(result.summary.slug);
      posts.push({ ...result, summary: { ...result.summary, draft: true, scheduled: true } });
    } else {
      posts.push(result);
      // Also a valid post whose `draft` the line test above did not read (e.g. `draft: True`).
      if (result.summary.draft) drafts.add(result.summary.slug);
    }
  }
  // Every post file's slug, valid or not: a broken post must not also break the links to it.
  return { posts, brokenLinks, slugs: new Set(danish.keys()), drafts, scheduled, errors, draftErrors };
}

/** Whether a post's frontmatter says `draft: true`, read even when the rest of it is broken. */
function markedDraft(text: string): boolean {
  const frontmatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return /^draft:\s*true\s*(#.*)?$/im.test(frontmatter);
}

const sourceLinks = (sources: readonly Pick<PostSource, 'url'>[] = []) => sources.map(({ url }, i) => ({ field: `sources.${i}.url`, url }));

/**
 * The sources' addresses of a frontmatter that did not pass as a whole (a misspelt category):
 * each https address is still checked in the same round, so one mistake does not hide another.
 */
const CitedAddresses = z.looseObject({ sources: z.array(z.looseObject({ url: z.unknown() })) });
const citedAddresses = (data: unknown): { field: string; url: string }[] =>
  (CitedAddresses.safeParse(data).data?.sources ?? []).flatMap(({ url }, i) =>
    typeof url === 'string' && url.startsWith('https://') ? [{ field: `sources.${i}.url`, url }] : [],
  );

/** The fields only the Danish file has: the English one takes them from it. */
const danishOnly = new Set(['date', 'category', 'reviewed', 'draft', 'sample']);

/** An English file copied from the Danish one keeps its date and category: say where they belong. */
function fromTheDanish(error: ContentError, danishFile: string): ContentError {
  return error.problem === UNKNOWN_FIELD && error.field !== null && danishOnly.has(error.field)
    ? new ContentError(error.file, error.field, `is set in the Danish file only (${danishFile}): delete this line, the English file takes it from the Danish one`)
    : error;
}

/** One post and its optional translation: the post, or every problem found in either file. */
function loadPost(
  da: Source,
  en: Source | undefined,
  frontmatter: ReturnType<typeof postFrontmatter>,
  render: (markdown: string) => RenderedMarkdown,
  sourcePolicy: SourcePolicy | null,
): LoadedPost | BrokenPost {
  try {
    const daMatter = readFrontmatter(da.file, da.text);
    const enMatter = en && readFrontmatter(en.file, en.text);
    const unparsable = [
      [da.file, markdownShapeProblem(daMatter.content)],
      [en?.file, enMatter ? markdownShapeProblem(enMatter.content) : null],
    ].flatMap(([file, problem]) => (file && problem ? [new ContentError(file, 'body', problem)] : []));
    if (unparsable.length > 0) return { errors: unparsable };
    const daBody = render(daMatter.content);
    const enBody = enMatter && render(enMatter.content);
    const front = frontmatter.safeParse(daMatter.data);
    const errors = front.success ? [] : zodErrors(da.file, front.error, [], daMatter.data);
    errors.push(...sourceLinkErrors(da.file, front.success ? sourceLinks(front.data.sources) : citedAddresses(daMatter.data), sourcePolicy));
    errors.push(...bodyErrors(da.file, daBody, linesBefore(da.text, daMatter.content)));

    let enPart: { title: string; excerpt: string; sources?: (Omit<PostSource, 'checked'> & { checked?: string })[]; summary?: string[]; body: RenderedMarkdown } | undefined;
    if (en && enMatter && enBody) {
      const enFront = PostTranslationFrontmatter.safeParse(enMatter.data);
      if (!enFront.success) errors.push(...zodErrors(en.file, enFront.error, [], enMatter.data).map((error) => fromTheDanish(error, da.file)));
      errors.push(...sourceLinkErrors(en.file, enFront.success ? sourceLinks(enFront.data.sources) : citedAddresses(enMatter.data), sourcePolicy));
      // The same sources with English titles: a list that differs would cite other law in English.
      const urls = (list: readonly Pick<PostSource, 'url'>[] = []) => list.map((source) => source.url).join('\n');
      if (enFront.success && front.success && enFront.data.sources && urls(enFront.data.sources) !== urls(front.data.sources))
        errors.push(new ContentError(en.file, 'sources', 'must list the same sources as the Danish post (the same urls, in the same order), with English titles'));
      if (enFront.success && front.success && !front.data.draft && enFront.data.summary === undefined) errors.push(new ContentError(en.file, 'summary', BRIEF_REQUIRED));
      errors.push(...bodyErrors(en.file, enBody, linesBefore(en.text, enMatter.content)));
      if (enFront.success) enPart = { ...enFront.data, body: enBody };
    }
    if (errors.length > 0 || !front.success)
      return { errors, links: { file: da.file, internalLinks: [...daBody.internalLinks, ...(enBody?.internalLinks ?? [])] } };
    const { title, excerpt, date, category, draft, reviewed, sources, summary: brief, sample } = front.data;
    return {
      file: da.file,
      sample: sample === true,
      internalLinks: [...daBody.internalLinks, ...(enPart?.body.internalLinks ?? [])],
      images: [...daBody.images, ...(enPart?.body.images ?? [])].filter((url) => url.startsWith(IMAGE_PATH)),
      readability: {
        da: daBody.readability,
        ...(enPart && { en: enPart.body.readability }),
        ...(brief && { brief: countText(brief) }),
      },
      summary: {
        slug: da.slug,
        date,
        category,
        ...(draft && { draft: true as const }),
        da: { title, excerpt },
        ...(enPart && { en: { title: enPart.title, excerpt: enPart.excerpt } }),
      },
      ...(brief && { brief: { da: brief, ...(enPart?.summary && { en: enPart.summary }) } }),
      body: { da: daBody.html, ...(enPart && { en: enPart.body.html }) },
      facts: {
        ...((contentsOf(daBody) || contentsOf(enPart?.body)) && {
          contents: { ...(contentsOf(daBody) && { da: daBody.sections }), ...(enPart && contentsOf(enPart.body) && { en: enPart.body.sections }) },
        }),
        ...(reviewed && { reviewed }),
        ...(sources && { sources: { da: sources.map(withoutChecked), ...(enPart?.sources && { en: enPart.sources.map(withoutChecked) }) } }),
      },
    };
  } catch (error) {
    if (error instanceof ContentError) return { errors: [error] };
    throw error;
  }
}
