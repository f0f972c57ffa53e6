import { copyFile, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withoutChecked, type AreaId, type ArticleSection, type HelpPage, type Language, type PostFacts, type PostSummary, type Situation, type SituationPage } from '../../src/content/schema.ts';
import { BLOG_PAGE_SIZE, feedFile, helpFile, ogImageFile, POST_INDEX_FILE, postFile, situationFile, type PageDataEntries } from '../../src/content/pagePayload.ts';
import { categoriesInUse } from '../../src/content/categoriesInUse.ts';
import { slugify } from '../../src/content/slugify.ts';
import { iconSprite } from './icon-sprite.ts';
import { readPath } from '../../src/routes/matchPath.ts';
import { hrefIn } from '../../src/routes/href.ts';
import { inLanguage, splitLanguage } from '../../src/i18n/languagePath.ts';
import { languages } from '../../src/content/languages.ts';
import { indexedPages, sitePaths, type SiteValues } from '../../src/routes/sitePaths.ts';
import { ContentError, ContentErrors } from './content-error.ts';
import { imageSizeFromFile } from 'image-size/fromFile';
import { IMAGE_PATH, loadPosts, type LoadedPost } from './load-posts.ts';
import { buildFeed } from './feed.ts';
import { markdownCache } from './markdown-cache.ts';
import { ogImageCache } from './og-images.ts';
import { contentPaths } from './content-paths.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import { netlifyFormsPage } from './netlify-forms.ts';
import { HONEYPOT } from '../../src/content/forms/values.ts';
import { compareLocales, loadCourses, loadLegalAreas, loadMessages, loadOrganisations, loadReviews, loadSite } from './load-data.ts';
import { loadHelpGuides, organisationErrors } from './load-help.ts';
import { loadSituations } from './load-situations.ts';
import { ADVICE_ORGANISATION } from '../../src/content/helpLinks.ts';
import { splitMessages } from './message-groups.ts';
import { pagePayloads } from './page-payloads.ts';
import { areaKeyErrors, areaTexts } from './area-texts.ts';
import { countText, lix, LIX_WARNING, type ReadabilityRow } from './readability.ts';
import { webFonts } from './web-fonts.ts';
import { initialsOf, MONOGRAM_FILE, monogramSvg } from './monogram.ts';
import { isSamplePortrait, PORTRAIT_FILE } from './sample-portrait.ts';
import { inSentence } from '../../src/i18n/inSentence.ts';
import { readHelpCardTexts, withHelpCard, type HelpCard, type HelpCardTexts } from './help-card.ts';
import { hyphenate, hyphenateHtml } from './hyphenate.ts';
import { withoutSoftHyphens } from '../../src/content/softHyphens.ts';

/** The home page lists this many situations (the lowest `order`), then "see all": a phone's first screen under the hero. */
const HOME_SITUATIONS = 4;

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
  written: number;
  /** LIX of every article and help guide page, for `npm run content -- --readability`. */
  readability: ReadabilityRow[];
};

/** The one line a content build prints, from the CLI and from the Vite build alike. */
export function describeContentBuild({ posts, rendered, drawn, written, warnings }: BuildContentResult, ms: number): string {
  const line = `content: ${posts} posts (${rendered} Markdown files rendered, ${drawn} share images drawn, the rest cached), ${written} generated files updated in ${Math.round(ms)} ms`;
  return [line, ...warnings.map((w) => `content: warning: ${w}`)].join('\n');
}

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

const newestFirst = (a: PostSummary, b: PostSummary) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** Up to three other posts of a post's legal area, newest first as `summaries` are, for the end of its article. */
function relatedPosts(summaries: PostSummary[], post: PostSummary) {
  const related = summaries
    .filter((other) => other.category === post.category && other.slug !== post.slug)
    .slice(0, 3)
    .map(({ slug, date, da, en }) => ({ slug, date, title: { da: da.title, ...(en && { en: en.title }) } }));
  return related.length > 0 ? { related } : {};
}

const dataHandlingKeys = `'forms' | 'newsletter' | 'host' | 'retentionMonths'`;

/** An organisation as texts name it: "Advokatvagten (free legal advice)" → "Advokatvagten". */
const shortName = (name: string) => name.replace(/ \(.*$/, '');

/**
 * The pages with parameters: one per post (in English, one per post with an English version),
 * one per legal area in the help guide.
 */
function pageValues(
  slugs: Iterable<string>,
  englishSlugs: Iterable<string>,
  areas: readonly { da: string }[],
  situations: ReadonlyMap<string, Situation>,
): SiteValues {
  const helpArea = areas.map((area) => ({ area: slugify(area.da) }));
  const situation = situationSteps(situations);
  const contactSituation = [...situations.keys()].map((address) => ({ situation: address }));
  const posts = (list: Iterable<string>) => [...list].map((slug) => ({ slug }));
  return {
    da: { post: posts(slugs), helpArea, situation, contactSituation },
    en: { post: posts(englishSlugs), helpArea, situation, contactSituation },
  };
}

/** Every page of every situation: one per step, by the file's name and the step's. */
const situationSteps = (situations: ReadonlyMap<string, Situation>) =>
  [...situations].flatMap(([address, { steps }]) => Object.keys(steps).map((step) => ({ situation: address, step })));

/** '/blog/x?a#b' → '/blog/x' */
const pathOf = (href: string) => href.replace(/[?#].*$/, '');

/** A link inside a post must lead to a page the build will produce. */
function linkErrors(
  posts: LoadedPost[],
  slugs: Set<string>,
  areas: readonly { da: string }[],
  situations: ReadonlyMap<string, Situation>,
  drafts: ReadonlySet<string>,
): ContentError[] {
  // A link to an English post that has no English page is caught too: every post counts as translated here.
  const known = new Set(sitePaths(pageValues(slugs, slugs, areas, situations)));
  return posts.flatMap((post) =>
    post.internalLinks
      .filter((href) => !known.has(pathOf(href)))
      .map((href) => {
        const match = readPath(pathOf(href)).match;
        if (match?.name !== 'post') return new ContentError(post.file, 'body', `links to ${href}, which is not a page on this site`);
        return drafts.has(match.params.slug)
          ? new ContentError(post.file, 'body', `links to ${href}, which is a draft: publish it first, or remove the link`)
          : new ContentError(post.file, 'body', `links to ${href}, but there is no post with that slug`);
      }),
  );
}

/** The home page's teasers must name published posts. */
function teaserErrors(teasers: readonly string[], slugs: ReadonlySet<string>, drafts: ReadonlySet<string>, file: string): ContentError[] {
  return teasers.flatMap((slug, i) =>
    slugs.has(slug)
      ? []
      : [
          new ContentError(
            file,
            `homeTeasers.${i}`,
            drafts.has(slug) ? `names "${slug}", which is a draft: publish it first, or name another post` : `names "${slug}", but there is no post ${slug}.md`,
          ),
        ],
  );
}

function tsModule(imports: string, exports: Record<string, { type?: string; value: unknown }>): string {
  const body = Object.entries(exports)
    .map(([name, { type, value }]) => `export const ${name}${type ? `: ${type}` : ''} = ${JSON.stringify(value, null, 1)};`)
    .join('\n');
  return `// Generated by scripts/build-content.ts from content/. Do not edit.\n${imports}\n${body}\n`;
}

/**
 * content/ → generatedDir. Validates every file; throws ContentErrors naming each file and
 * field that is wrong, before anything is written.
 */
export async function buildContent({
  contentDir,
  generatedDir,
  cacheDir,
  drafts: withDrafts = false,
  imageCacheDir = contentPaths().imageCacheDir,
  fontCacheDir = contentPaths().fontCacheDir,
  shareImages: withShareImages = true,
  basePath = '/',
  siteUrl,
  cwd = process.cwd(),
}: BuildContentOptions): Promise<BuildContentResult> {
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
  const help = legalAreas && (await loadHelpGuides(at('help'), display, legalAreas, organisations ?? null));
  if (help) errors.push(...help.errors);
  const situations = await loadSituations(at('situations'), display, legalAreas ?? null, organisations ?? null);
  errors.push(...situations.errors);
  const files = { da: file('i18n', 'da.json'), en: file('i18n', 'en.json') };
  const daWritten = await attempt(errors, () => loadMessages(at('i18n', 'da.json'), files.da));
  const enWritten = await attempt(errors, () => loadMessages(at('i18n', 'en.json'), files.en));
  if (daWritten && enWritten) errors.push(...compareLocales(daWritten, enWritten, files));
  if (daWritten) errors.push(...areaKeyErrors(daWritten, files.da));
  if (enWritten) errors.push(...areaKeyErrors(enWritten, files.en));
  // Long words get soft hyphens here, once, for every place a text is shown (hyphenate.ts).
  const hyphenated = (texts: Record<string, string>, lang: Language) =>
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, hyphenate(text, lang)]));
  const da = daWritten && legalAreas && hyphenated({ ...daWritten, ...areaTexts(legalAreas, 'da') }, 'da');
  const en = enWritten && legalAreas && hyphenated({ ...enWritten, ...areaTexts(legalAreas, 'en') }, 'en');
  const helpTexts = da && en && { da: readHelpCardTexts(da, files.da, errors), en: readHelpCardTexts(en, files.en, errors) };
  const messages = da && splitMessages(da, files.da);
  if (messages) errors.push(...messages.errors);
  // The same keys as the Danish (compareLocales), so the same groups: its errors are the Danish ones.
  const englishMessages = en && splitMessages(en, files.en).split;

  const cache = await markdownCache(cacheDir);
  const loaded = await loadPosts(at('posts'), display, legalAreas ?? null, (markdown) => cache.render(markdown));
  await cache.save();
  // A production build leaves drafts out entirely: no page, no card, no feed or sitemap entry;
  // a half-written draft does not stop it either (npm run dev shows its problems).
  const { drafts } = loaded;
  const posts = withDrafts ? loaded.posts : loaded.posts.filter((p) => !p.summary.draft);
  const publishedSlugs = new Set([...loaded.slugs].filter((slug) => !drafts.has(slug)));
  const slugs = withDrafts ? loaded.slugs : publishedSlugs;
  errors.push(...loaded.errors, ...linkErrors(posts, slugs, legalAreas ?? [], situations.situations, drafts));
  const images = await postImages(at('images'), posts, errors);
  // A title is a heading on a narrow phone too: soft hyphens in its long words, as in the texts.
  for (const post of posts) post.summary = withHyphenatedTitles(post.summary);
  const bySlug = new Map(posts.map((p) => [p.summary.slug, p.summary]));
  if (site) errors.push(...teaserErrors(site.homeTeasers, slugs, drafts, file('site.yaml')));

  if (errors.length > 0 || !site || !reviews || !courses || !legalAreas || !organisations || !help || !da || !en || !messages || !englishMessages || !helpTexts?.da || !helpTexts.en)
    throw new ContentErrors(errors);
  const cardTexts: Record<Language, HelpCardTexts> = { da: helpTexts.da, en: helpTexts.en };

  // npm run dev builds the drafts, so nothing above refuses a published post or the home page
  // pointing at one; a production build would. Said now, in the dev server's overlay.
  const publishProblems = withDrafts
    ? [
        ...linkErrors(
          posts.filter((p) => !p.summary.draft),
          publishedSlugs,
          legalAreas,
          situations.situations,
          drafts,
        ),
        ...teaserErrors(site.homeTeasers, publishedSlugs, drafts, file('site.yaml')),
      ].map((e) => e.message)
    : [];
  const summaries = posts.map((p) => p.summary).sort(newestFirst);
  const englishSlugs = summaries.filter((p) => p.en).map((p) => p.slug);
  const siteValues = pageValues(slugs, englishSlugs, legalAreas, situations.situations);
  // The English pages that exist, for the links in English articles.
  const englishPaths = new Set(sitePaths(siteValues).filter((p) => splitLanguage(p).lang === 'en'));
  // homeTeasers only steers the build: the home page's payload has the teasers themselves.
  const { forms, newsletter, host, retentionMonths, homeTeasers, deadlineWarningDays, ...ownerFacts } = site;
  const dataHandling = { forms, ...(newsletter && { newsletter }), host, retentionMonths };
  const urgent = organisations.filter((org) => org.urgent);
  // The loader requires the advice organisation (ADVICE_ORGANISATION) and a phone number of every urgent one.
  const advice = organisations.find((org) => org.id === ADVICE_ORGANISATION);
  const situationLinks = [...situations.situations]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([address, { start, title, area }]) => ({ address, start, title, area }));
  const inBoth = (text: Record<Language, string>) => ({ da: hyphenate(text.da, 'da'), en: hyphenate(text.en, 'en') });
  // Ties keep the order of legal-areas.yaml.
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  const pageData: PageDataEntries = {
    // Whether they are samples is for the publish check, not the page.
    courses: { completed: courses.completed, inProgress: courses.inProgress },
    reviews,
    teasers: homeTeasers.flatMap((slug) => bySlug.get(slug) ?? []),
    blog: { firstPage: summaries.slice(0, BLOG_PAGE_SIZE), categories: categoriesInUse(summaries), total: summaries.length },
    urgent: urgent.map(({ id, name, url, phone }) => ({ id, name, url, phone: phone ?? '' })),
    urgentAbout: Object.fromEntries(urgent.map((org) => [org.id, org.about])),
    organisationLinks: {
      da: Object.fromEntries(organisations.map((org) => [shortName(org.name.da), org.url])),
      en: Object.fromEntries(organisations.map((org) => [shortName(org.name.en), org.url])),
    },
    advice: { name: advice?.name ?? { da: '', en: '' }, url: advice?.url ?? '' },
    deadlineWarningDays,
    owner: { study: site.study, university: site.university, review: site.review },
    situations: situationLinks,
    homeSituations: situationLinks.slice(0, HOME_SITUATIONS),
    serviceCards: legalAreas
      .flatMap(({ id, services }) => (services ? [{ id, ...services }] : []))
      .sort(byOrder)
      .map(({ id, title, points }) => ({ id: id as AreaId, ...(title && { title: inBoth(title) }), points: points.map(inBoth) })),
    homeAreas: legalAreas
      .flatMap(({ id, home }) => (home ? [{ id, ...home }] : []))
      .sort(byOrder)
      .map(({ id, text }) => ({ id: id as AreaId, text: inBoth(text) })),
    contactFormNotes: Object.fromEntries([...help.guides].flatMap(([id, { formNote }]) => (formNote ? [[id, formNote]] : []))),
    contactSituations: Object.fromEntries([...situations.situations].map(([address, { title, area }]) => [address, { title, area }])),
    areaLeads: Object.fromEntries([...help.guides].map(([id, { intro }]) => [id, { da: firstSentence(intro.da), en: firstSentence(intro.en) }])) as Record<AreaId, HelpPage['intro']>,
    contactAreas: {
      ...(Object.fromEntries(legalAreas.map((area) => [area.id, area.da])) as Record<AreaId, string>),
      other: withoutSoftHyphens(da['guide.otherArea'] ?? ''),
    },
  };
  // The sample drawing is never shown: the owner's initials stand in until the photo is there.
  // (A build that draws no images, as some tests', shows the drawing.)
  const samplePortrait = isSamplePortrait(await readFile(path.join(contentPaths().root, 'public', PORTRAIT_FILE)));
  const portraitFile = samplePortrait && withShareImages ? MONOGRAM_FILE : PORTRAIT_FILE;
  const outputs = new Map<string, Output>([
    // The owner facts, and apart from them (only the forms and the privacy policy read these)
    // where the forms go and who handles the data.
    [
      'site.ts',
      tsModule(`import type { Site } from '@/content/schema';`, {
        site: { type: `Omit<Site, ${dataHandlingKeys} | 'homeTeasers' | 'deadlineWarningDays'>`, value: ownerFacts },
        // The owner's photo, or until it replaces the sample drawing, the monogram of their initials.
        portraitFile: { type: 'string', value: portraitFile },
      }),
    ],
    // The same facts one constant each, for the browser (src/content/site.ts): a page's code
    // carries only those it shows (the bundler drops the others; an object it would carry whole).
    [
      'owner.ts',
      tsModule(
        `import type { Site } from '@/content/schema';`,
        Object.fromEntries(Object.entries(ownerFacts).map(([key, value]) => [key, { type: `Site[${JSON.stringify(key)}]`, value }])),
      ),
    ],
    [
      'data-handling.ts',
      tsModule(`import type { Site } from '@/content/schema';`, { dataHandling: { type: `Pick<Site, ${dataHandlingKeys}>`, value: dataHandling } }),
    ],
    // Where the forms go, alone: every page with a form needs it, only the privacy policy the rest.
    // Two plain constants, so that the bundler inlines them and drops the other hosts' code.
    [
      'form-host.ts',
      tsModule(`import type { Site } from '@/content/schema';`, {
        formProvider: { type: `Site['forms']['provider']`, value: forms.provider },
        formEndpoint: { type: 'string', value: forms.provider === 'endpoint' ? forms.endpoint : '' },
        // The spam trap's name: the one the receiving service drops messages for.
        formHoneypot: { type: 'string', value: forms.provider === 'endpoint' ? forms.honeypot : HONEYPOT },
        // The newsletter's list service, if any: its sign-up address and e-mail field.
        newsletterAction: { type: 'string', value: newsletter?.action ?? '' },
        newsletterEmailField: { type: 'string', value: newsletter?.emailField ?? 'email' },
      }),
    ],
    // The areas' ids as a type, so that a screen naming an area that does not exist fails to
    // compile, and each area's address (its Danish name, slugified), so the browser needs no slugify.
    [
      'legal-areas.ts',
      tsModule(`/** The id of a legal area (content/legal-areas.yaml). */\nexport type AreaId = ${legalAreas.map((area) => JSON.stringify(area.id)).join(' | ')};`, {
        areaIds: { type: 'AreaId[]', value: legalAreas.map((area) => area.id) },
        sensitiveAreaIds: { type: 'AreaId[]', value: legalAreas.filter((area) => area.sensitive).map((area) => area.id) },
        areaAnchors: { type: 'Record<AreaId, string>', value: Object.fromEntries(legalAreas.map((area) => [area.id, slugify(area.da)])) },
      }),
    ],
    // Both locales whole, for types, the server and tests; `en` is typed by da's keys, so tsc also
    // holds the two to the same keys. The browser gets a page's texts in its language with the
    // route's payload.
    ['messages-da.ts', tsModule('', { da: { value: da } })],
    ['messages-en.ts', tsModule(`import type { da } from './messages-da';`, { en: { type: '{ [K in keyof typeof da]: string }', value: en } })],
    ...pagePayloads({ da: messages.split, en: englishMessages }, pageData),
    // Every post: the blog list fetches them all when its first page is not all of them.
    [`public/${POST_INDEX_FILE}`, JSON.stringify(summaries)],
    [
      'post-paths.ts',
      tsModule('', {
        postSlugs: { type: 'string[]', value: summaries.map((p) => p.slug) },
        englishPostSlugs: { type: 'string[]', value: englishSlugs },
      }),
    ],
    ['situation-paths.ts', tsModule('', { situationSteps: { type: '{ situation: string; step: string }[]', value: situationSteps(situations.situations) } })],
  ]);
  const texts = { da, en };
  for (const lang of languages) {
    const t = texts[lang];
    const plain = (key: string, fallback: string) => withoutSoftHyphens(t[key] ?? fallback);
    const feed = buildFeed(site, summaries, lang, plain('site.name', site.name), plain('blog.metaDescription', ''), (id) => plain(`area.${id}`, id));
    outputs.set(`public/${feedFile(lang)}`, feed);
  }
  const lastmod = new Map(
    posts.flatMap((p) => languages.map((lang) => [hrefIn(lang, 'post', { slug: p.summary.slug }), p.facts.reviewed ?? p.summary.date])),
  );
  outputs.set('public/sitemap.xml', buildSitemap(site, indexedPages(siteValues), lastmod));
  // One file per area of the help guide: prerendered into its page, fetched on navigation.
  const byId = new Map(organisations.map((org) => [org.id, org]));
  for (const [areaId, guide] of help.guides) {
    const area = legalAreas.find((a) => a.id === areaId);
    if (!area) continue;
    const page: HelpPage = {
      ...guide,
      deadlines: guide.deadlines.map(withoutChecked),
      // Every id was checked against organisations.yaml above.
      help: guide.help.flatMap((id) => byId.get(id) ?? []),
      posts: summaries.filter((p) => p.category === areaId).map(({ slug, da, en }) => ({ slug, da, ...(en && { en }) })),
    };
    outputs.set(`public/${helpFile(slugify(area.da))}`, JSON.stringify(page));
  }
  // One file per situation of "Hvad er der sket?": prerendered into each of its pages, fetched on navigation.
  for (const [address, { title, area, start, steps }] of situations.situations) {
    const page: SituationPage = {
      title,
      area,
      start,
      steps: Object.fromEntries(
        Object.entries(steps).map(([key, step]) => [
          key,
          'outcome' in step
            ? {
                outcome: {
                  ...step.outcome,
                  ...(step.outcome.deadline && { deadline: withoutChecked(step.outcome.deadline) }),
                  help: step.outcome.help.flatMap((id) => byId.get(id) ?? []),
                },
              }
            : step,
        ]),
      ),
    };
    outputs.set(`public/${situationFile(address)}`, JSON.stringify(page));
  }
  const fonts = await webFonts(fontCacheDir, basePath);
  for (const { url, linkTo } of fonts.files) outputs.set(`public/${url}`, { linkTo });
  // Inlined into every page before the site's own CSS (src/pages/siteCss.ts), and preloaded.
  outputs.set('fonts.ts', tsModule('', { fontCss: { type: 'string', value: fonts.css }, fontPreloads: { type: 'string[]', value: fonts.preload } }));
  if (portraitFile === MONOGRAM_FILE) outputs.set(`public/${MONOGRAM_FILE}`, await monogramSvg(initialsOf(site.name), imageCacheDir));
  outputs.set('public/robots.txt', buildRobots(site));
  outputs.set('public/icons.svg', iconSprite());
  if (site.forms.provider === 'netlify') outputs.set('public/__forms.html', netlifyFormsPage());
  for (const [url, image] of images) outputs.set(`public${url}`, { linkTo: image.file });
  for (const post of posts) {
    const area = legalAreas.find((a) => a.id === post.summary.category);
    // loadPosts accepts only the areas of legal-areas.yaml.
    if (!area) throw new Error(`${post.file}: category ${post.summary.category} passed loadPosts but is not in legal-areas.yaml`);
    // The area's name as the texts have it (areaTexts, hyphenated).
    const helpCard = (lang: Language): HelpCard => ({ ...cardTexts[lang], area: { name: inSentence(hyphenate(area[lang], lang), lang), anchor: slugify(area.da) } });
    const body = {
      da: withBase(withImageSizes(withHelpCard(hyphenateHtml(post.body.da, 'da'), 'da', helpCard('da')), images), basePath),
      ...(post.body.en !== undefined && {
        en: withBase(withImageSizes(withHelpCard(inEnglish(hyphenateHtml(post.body.en, 'en'), englishPaths), 'en', helpCard('en')), images), basePath),
      }),
    };
    const { summary, brief } = post;
    const facts = { ...post.facts, ...hyphenatedContents(post.facts.contents), ...relatedPosts(summaries, summary) };
    outputs.set(`public/${postFile(post.summary.slug)}`, JSON.stringify({ summary, ...(brief && { brief }), body, facts }));
  }
  const shareImages = withShareImages ? await ogImageCache(imageCacheDir) : null;
  for (const { summary } of posts) {
    const area = legalAreas.find((a) => a.id === summary.category);
    for (const lang of languages) {
      const heading = lang === 'da' ? summary.da.title : summary.en?.title;
      const title = heading === undefined ? undefined : withoutSoftHyphens(heading);
      if (!shareImages || title === undefined || !area) continue;
      const image = {
        title,
        area: area[lang],
        siteName: withoutSoftHyphens(texts[lang]['site.name'] ?? site.name),
        tagline: withoutSoftHyphens(texts[lang]['site.tagline'] ?? ''),
      };
      outputs.set(`public/${ogImageFile(summary.slug, lang)}`, { linkTo: await shareImages.file(image) });
    }
  }

  const written = await writeChanged(generatedDir, outputs);
  // Allowed (a post can be written ahead), but it shows as the newest until that day comes.
  const today = new Date().toISOString().slice(0, 10);
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
  ];
  const warnings = [
    ...posts.flatMap((p) => postWarnings(p, today)),
    ...readability.flatMap(lixWarning),
    ...(withDrafts ? [] : loaded.draftErrors.map((e) => `${e.message} (a draft, left out of this build)`)),
  ];
  // npm run dev shows them where the owner looks (Vite's overlay), and the rest of the site meanwhile.
  const draftProblems = withDrafts ? loaded.draftErrors.map((e) => e.message) : [];
  return { posts: posts.length, rendered: cache.rendered, drawn: shareImages?.drawn ?? 0, written, warnings, draftProblems, publishProblems, readability };
}

/** The contents list's titles break like the headings they lead to. */
function hyphenatedContents(contents: PostFacts['contents']) {
  if (!contents) return {};
  const titles = (sections: ArticleSection[] | undefined, lang: Language) => sections?.map(({ id, title }) => ({ id, title: hyphenate(title, lang) }));
  const [da, en] = [titles(contents.da, 'da'), titles(contents.en, 'en')];
  return { contents: { ...(da && { da }), ...(en && { en }) } };
}

function withHyphenatedTitles(summary: PostSummary): PostSummary {
  const { da, en } = summary;
  return { ...summary, da: { ...da, title: hyphenate(da.title, 'da') }, ...(en && { en: { ...en, title: hyphenate(en.title, 'en') } }) };
}

/** Hard reading for a Danish article: allowed, but the owner is told (the table shows every score). */
function lixWarning({ file, da, brief }: ReadabilityRow): string[] {
  if (!file.endsWith('.md') || da <= LIX_WARNING) return [];
  return [
    `${file}: field "body" reads hard (LIX ${da}, above ${LIX_WARNING}${brief === undefined ? '' : `; Kort fortalt ${brief}`}): use shorter sentences and everyday words; \`npm run content -- --readability\` shows every score`,
  ];
}

/** Allowed, but worth the owner's attention: a post dated ahead, or law that may have moved on since it was checked. */
function postWarnings(post: LoadedPost, today: string): string[] {
  const warnings: string[] = [];
  if (post.summary.date > today)
    warnings.push(`${post.file}: field "date" ${post.summary.date} is in the future; the post is published now, dated then`);
  const yearAgo = `${String(Number(today.slice(0, 4)) - 1)}${today.slice(4)}`;
  // A draft is unfinished by definition: these are for what is published.
  if (post.summary.draft) return warnings;
  const { reviewed, sources } = post.facts;
  if (reviewed === undefined)
    warnings.push(`${post.file}: field "reviewed" is missing; check the article against the law and write the date (YYYY-MM-DD)`);
  else if (reviewed < yearAgo)
    warnings.push(`${post.file}: field "reviewed" ${reviewed} is more than 12 months ago; check the article against the law and update it`);
  if (sources === undefined) warnings.push(`${post.file}: field "sources" is missing; name the statutes the article relies on (README, "Add a post")`);
  if (post.summary.en === undefined)
    warnings.push(
      `${post.file}: has no English version (${post.summary.slug}.en.md); the English pages list it as "In Danish only" and link to the Danish page`,
    );
  return warnings;
}

/** A generated file: its text, or a file elsewhere (a cached image) to link to. */
type Output = string | { linkTo: string };

/** Writes only files whose text changed (so the dev server reloads only what changed) and removes stale ones. */
async function writeChanged(dir: string, outputs: Map<string, Output>): Promise<number> {
  const existing = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const stale = existing
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((abs) => !outputs.has(path.relative(dir, abs).split(path.sep).join('/')));
  await Promise.all(stale.map((abs) => rm(abs)));
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

/** A text's first sentence (up to the first ., ! or ? before a space), or the whole text. */
export const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/, 1)[0] ?? text;

/** Links `target` to `source` unless it is that file already; copies where links fail. */
async function linkChanged(source: string, target: string): Promise<boolean> {
  const [from, to] = await Promise.all([stat(source), stat(target).catch(() => null)]);
  if (to?.ino === from.ino && to.dev === from.dev) return false;
  if (to) await rm(target);
  await link(source, target).catch(() => copyFile(source, target));
  return true;
}

/**
 * Links in an English article lead to the English page where there is one: "/kontakt/" →
 * "/en/kontakt/", "/blog/x/" → "/en/blog/x/" if x is translated, else the Danish post.
 */
function inEnglish(html: string, englishPaths: ReadonlySet<string>): string {
  return html.replace(/ href="(\/[^"?#]*)/g, (whole, path: string) =>
    englishPaths.has(inLanguage('en', path)) ? ` href="${inLanguage('en', path)}` : whole,
  );
}

/** Root-relative links and images in rendered posts ("/blog/x") under a sub-path ("/repo/blog/x"). */
function withBase(html: string, basePath: string): string {
  return basePath === '/' ? html : html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${basePath}`);
}

type PostImage = { file: string; width: number; height: number };

/**
 * The images the posts show, by site path (/images/…), each a file in content/images/ with its
 * size; a missing or unreadable one is a content error naming the post.
 */
async function postImages(dir: string, posts: readonly LoadedPost[], errors: ContentError[]): Promise<Map<string, PostImage>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = new Map(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const abs = path.join(entry.parentPath, entry.name);
        return [IMAGE_PATH + path.relative(dir, abs).split(path.sep).join('/'), abs] as const;
      }),
  );
  const images = new Map<string, PostImage>();
  for (const post of posts) {
    for (const url of new Set(post.images)) {
      const pathname = decodeURIComponent(new URL(url, 'https://site.invalid').pathname);
      const file = files.get(pathname);
      if (!file) {
        errors.push(new ContentError(post.file, 'body', `shows the image ${url}, but there is no file content${pathname}`));
        continue;
      }
      const size = images.get(pathname) ?? (await imageSizeFromFile(file).then(({ width, height }) => ({ file, width, height }), () => null));
      if (size) images.set(pathname, size);
      else errors.push(new ContentError(post.file, 'body', `shows the image ${url}, which is not a picture the build can read: use JPEG, PNG, WebP, AVIF, GIF or SVG`));
    }
  }
  // Only what a post shows is published: not a draft's picture (in a production build), an
  // original kept beside it, or a stray .DS_Store.
  return images;
}

/** Each image gets its size (no layout shift while it loads) and loads only when scrolled near. */
function withImageSizes(html: string, images: ReadonlyMap<string, PostImage>): string {
  return html.replace(/<img src="([^"]+)"/g, (whole, src: string) => {
    const image = images.get(decodeURIComponent(src.replace(/[?#].*$/, '')));
    return image ? `${whole} width="${image.width}" height="${image.height}" loading="lazy" decoding="async"` : whole;
  });
}
