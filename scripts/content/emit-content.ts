// The content build's last stage: checked content → the generated files (typed modules for the
// code, each route's payload, posts, feeds, sitemap, fonts, share images), by path under the
// generated folder. Nothing here can fail on the owner's content: checkContent has said it all.
import path from 'node:path';
import { withoutChecked, type AreaId, type ArticleSection, type HelpPage, type Language, type Post, type PostFacts, type PostSummary, type ShownSource, type SituationPage } from '../../src/content/schema.ts';
import { BLOG_PAGE_SIZE, feedFile, helpFile, letterFile, ogImageFile, POST_INDEX_FILE, postFile, situationFile, type PageDataEntries } from '../../src/content/pagePayload.ts';
import { categoriesInUse } from '../../src/content/categoriesInUse.ts';
import { slugify } from '../../src/content/slugify.ts';
import { hrefIn } from '../../src/routes/href.ts';
import { inLanguage, splitLanguage } from '../../src/i18n/languagePath.ts';
import { languages } from '../../src/content/languages.ts';
import { indexedPages, sitePaths } from '../../src/routes/sitePaths.ts';
import { ADVICE_ORGANISATION } from '../../src/content/helpLinks.ts';
import { HONEYPOT } from '../../src/content/forms/values.ts';
import { inSentence } from '../../src/i18n/inSentence.ts';
import { withoutSoftHyphens } from '../../src/content/softHyphens.ts';
import type { CheckedContent } from './check-content.ts';
import type { PostImage } from './load-content.ts';
import { iconSprite } from './icon-sprite.ts';
import { buildFeed } from './feed.ts';
import { ogImageCache } from './og-images.ts';
import { ContentError, ContentErrors } from './content-error.ts';
import { escapeHtml } from '../../src/content/escapeHtml.ts';
import { isResized, PICTURE_SIZES, pictureCache, type Picture, type PictureVariant } from './post-pictures.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import { netlifyFormsPage } from './netlify-forms.ts';
import { pagePayloads } from './page-payloads.ts';
import { pageValues, situationSteps, unlistedSituations } from './page-values.ts';
import { webFonts } from './web-fonts.ts';
import { initialsOf, MONOGRAM_FILE, monogramSvg } from './monogram.ts';
import { PORTRAIT_FILE } from './sample-portrait.ts';
import { withHelpCard, type HelpCard } from './help-card.ts';
import { hyphenate, hyphenateHtml } from './hyphenate.ts';
import { journeyAnswers } from './journey-answers.ts';
import { ADMIN_DIR, adminPage, CMS_FILES_DIR, PREVIEW_SCRIPT, PREVIEW_STYLE } from './admin-page.ts';
import { cmsPreviewCss } from './cms-preview-css.ts';
import { cmsBundle } from './cms-bundle.ts';
import { decodeEscapes } from './decode-escapes.ts';
import { contentPaths } from './content-paths.ts';
import { cmsConfig, cmsConfigYaml, POSTS_COLLECTION, repositoryOf } from './cms-config.ts';

/** The home page lists this many situations (the lowest `order`), then "see all": a phone's first screen under the hero. */
const HOME_SITUATIONS = 4;

export type EmitOptions = {
  /** The site's base path ("/" or "/repo/"): root-relative links in posts get it. */
  basePath: string;
  /** The posts' share images by content hash (og-images.ts). */
  imageCacheDir: string;
  /** The font files cut to the site's characters (web-fonts.ts). */
  fontCacheDir: string;
  /** The posts' pictures resized, by content hash (post-pictures.ts). */
  pictureCacheDir: string;
  /** false: no share images (drawing takes ~50 ms an image). */
  shareImages: boolean;
  /** The GitHub repository the browser CMS writes to (cms-config.ts repositoryOf). */
  repository?: string;
  /** The browser CMS's bundle, by package version (cms-bundle.ts); by default contentPaths()'s. */
  cmsCacheDir?: string;
};

/** A generated file: its text, or a file elsewhere (a cached image) to link to. */
export type Output = string | { linkTo: string };

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
const notOwnerFacts = new Set(['forms', 'newsletter', 'host', 'retentionMonths', 'homeTeasers', 'deadlineWarningDays', 'confirmed']);

/** An organisation as texts name it: "Advokatvagten (free legal advice)" → "Advokatvagten". */
const shortName = (name: string) => name.replace(/ \(.*$/, '');

/** A text's first sentence (up to the first ., ! or ? before a space), or the whole text. */
export const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/, 1)[0] ?? text;

function tsModule(imports: string, exports: Record<string, { type?: string; value: unknown }>): string {
  const body = Object.entries(exports)
    .map(([name, { type, value }]) => `export const ${name}${type ? `: ${type}` : ''} = ${JSON.stringify(value, null, 1)};`)
    .join('\n');
  return `// Generated by scripts/build-content.ts from content/. Do not edit.\n${imports}\n${body}\n`;
}

/** What the pages show besides their texts, by entry (src/content/pagePayload.ts). */
export function pageDataOf(content: CheckedContent, summaries: readonly PostSummary[]): PageDataEntries {
  const { site, reviews, courses, legalAreas, organisations, help, situations, texts, posts } = content;
  const { homeTeasers, deadlineWarningDays } = site;
  const da = texts.da;
  const bySlug = new Map(summaries.map((p) => [p.slug, p]));
  const urgent = organisations.filter((org) => org.urgent);
  // The loader requires the advice organisation (ADVICE_ORGANISATION) and a phone number of every urgent one.
  const advice = organisations.find((org) => org.id === ADVICE_ORGANISATION);
  const situationLinks = [...situations.situations]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([address, { start, title, area }]) => ({ address, start, title, area }));
  const inBoth = (text: Record<Language, string>) => ({ da: hyphenate(text.da, 'da'), en: hyphenate(text.en, 'en') });
  // Ties keep the order of legal-areas.yaml.
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  return {
    // Whether they are samples is for the publish check, not the page.
    courses: { completed: courses.completed, inProgress: courses.inProgress },
    reviews,
    // Named in site.yaml, or else the newest two that are not the repository's examples.
    teasers: homeTeasers
      ? homeTeasers.flatMap((slug) => bySlug.get(slug) ?? [])
      : summaries.filter((summary) => !posts.some((post) => post.sample && post.summary.slug === summary.slug)).slice(0, 2),
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
    contactDeadlineNotes: Object.fromEntries([...help.guides].flatMap(([id, { deadlineNote }]) => (deadlineNote ? [[id, deadlineNote]] : []))),
    // The note the form shows for a situation: its own, else its area's.
    contactSituations: Object.fromEntries(
      [...situations.situations].map(([address, { title, area, formNote }]) => {
        const note = formNote ?? (area === 'other' ? undefined : help.guides.get(area)?.formNote);
        return [address, { title, area, ...(note && { formNote: note }) }];
      }),
    ),
    // The answers on the way to each outcome, for the message the owner receives.
    contactAnswers: Object.fromEntries([...situations.situations].map(([address, situation]) => [address, journeyAnswers(situation)])),
    // Hyphenated as the area's page is, whose intro it starts.
    areaLeads: Object.fromEntries([...help.guides].map(([id, { intro }]) => [id, inBoth({ da: firstSentence(intro.da), en: firstSentence(intro.en) })])) as Record<AreaId, HelpPage['intro']>,
    contactAreas: {
      ...(Object.fromEntries(legalAreas.map((area) => [area.id, area.da])) as Record<AreaId, string>),
      other: withoutSoftHyphens(da['guide.otherArea'] ?? ''),
    },
  };
}

/** The contents list's titles break like the headings they lead to. */
function hyphenatedContents(contents: PostFacts['contents']) {
  if (!contents) return {};
  const titles = (sections: ArticleSection[] | undefined, lang: Language) => sections?.map(({ id, title }) => ({ id, title: hyphenate(title, lang) }));
  const [da, en] = [titles(contents.da, 'da'), titles(contents.en, 'en')];
  return { contents: { ...(da && { da }), ...(en && { en }) } };
}

/** A text in both languages with soft hyphens in its long words (hyphenate.ts). */
function hyphenateBoth<T extends { da: string; en: string }>(text: T): T {
  return { ...text, da: hyphenate(text.da, 'da'), en: hyphenate(text.en, 'en') };
}

/** A deadline as a page shows it: hyphenated, the statute too ("familieretshusloven", Danish in both languages). */
function shownDeadline<T extends { da: string; en: string; statute: string; checked?: string }>(deadline: T): Omit<T, 'checked'> {
  const shown = withoutChecked(deadline);
  return { ...hyphenateBoth(shown), statute: hyphenate(shown.statute, 'da') };
}

/** An article's points and its sources' titles, hyphenated as its body is. */
function hyphenatedBrief(brief: Post['brief']): Post['brief'] {
  return brief && { da: brief.da.map((point) => hyphenate(point, 'da')), ...(brief.en && { en: brief.en.map((point) => hyphenate(point, 'en')) }) };
}

function hyphenatedSources(sources: PostFacts['sources']) {
  if (!sources) return {};
  const titled = (list: ShownSource[], lang: Language) => list.map((source) => ({ ...source, title: hyphenate(source.title, lang) }));
  return { sources: { da: titled(sources.da, 'da'), ...(sources.en && { en: titled(sources.en, 'en') }) } };
}

function withHyphenatedTitles(summary: PostSummary): PostSummary {
  const { da, en } = summary;
  return { ...summary, da: { ...da, title: hyphenate(da.title, 'da') }, ...(en && { en: { ...en, title: hyphenate(en.title, 'en') } }) };
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

/**
 * Each picture as the site sends it: a resized one from its variants (`srcset`, the widest as
 * `src`), and every one with its size (no layout shift while it loads), loading only when
 * scrolled near (a browser loads one near the first screen at once anyway).
 */
function withImageSizes(html: string, images: ReadonlyMap<string, PostImage>, pictures: ReadonlyMap<string, Picture>, basePath: string): string {
  return html.replace(/<img src="([^"]+)"/g, (whole, src: string) => {
    const url = decodeEscapes(src.replace(/[?#].*$/, ''));
    const variants = pictures.get(url)?.variants;
    const widest = variants?.at(-1);
    if (variants && widest) {
      // Written as addresses: a file name with a space (a phone's "IMG 1234.jpg") would split a srcset candidate.
      const address = (variant: PictureVariant) => escapeHtml(encodeURI(variant.url));
      const srcset = variants.map((v) => `${basePath}${address(v).slice(1)} ${v.width}w`).join(', ');
      return `<img src="${address(widest)}" srcset="${srcset}" sizes="${PICTURE_SIZES}" width="${widest.width}" height="${widest.height}" loading="lazy" decoding="async"`;
    }
    const image = images.get(url);
    return image ? `${whole} width="${image.width}" height="${image.height}" loading="lazy" decoding="async"` : whole;
  });
}

/** Every generated file of the checked content, by its path under the generated folder; `drawn` share images were drawn anew. */
export async function emitContent(content: CheckedContent, { basePath, imageCacheDir, fontCacheDir, pictureCacheDir, shareImages: withShareImages, repository = repositoryOf({}), cmsCacheDir = contentPaths().cmsCacheDir }: EmitOptions): Promise<{ outputs: Map<string, Output>; drawn: number; resized: number }> {
  const { site, legalAreas, organisations, help, situations, slugs, images, texts, messageGroups } = content;
  // A title is a heading on a narrow phone too: soft hyphens in its long words, as in the texts.
  const posts = content.posts.map((post) => ({ ...post, summary: withHyphenatedTitles(post.summary) }));
  const summaries = posts.map((p) => p.summary).sort(newestFirst);
  const englishSlugs = summaries.filter((p) => p.en).map((p) => p.slug);
  const siteValues = pageValues(slugs, englishSlugs, legalAreas, situations.situations);
  // The English pages that exist, for the links in English articles.
  const englishPaths = new Set(sitePaths(siteValues).filter((p) => splitLanguage(p).lang === 'en'));
  const { forms, newsletter, host, retentionMonths } = site;
  // What the pages show of site.yaml: not where the forms go, nor what only steers the build
  // (the home page's payload has the teasers themselves).
  const ownerFacts = Object.fromEntries(Object.entries(site).filter(([key]) => !notOwnerFacts.has(key)));
  const dataHandling = { forms, ...(newsletter && { newsletter }), host, retentionMonths };
  const pageData = pageDataOf(content, summaries);
  // The sample drawing is never shown: the owner's initials stand in until the photo is there.
  // (A build that draws no images, as some tests', shows the drawing.)
  const portraitFile = content.samplePortrait && withShareImages ? MONOGRAM_FILE : PORTRAIT_FILE;
  const outputs = new Map<string, Output>([
    // The owner facts, and apart from them (only the forms and the privacy policy read these)
    // where the forms go and who handles the data.
    [
      'site.ts',
      tsModule(`import type { Site } from '@/content/schema';`, {
        site: { type: `Omit<Site, ${dataHandlingKeys} | 'homeTeasers' | 'deadlineWarningDays' | 'confirmed'>`, value: ownerFacts },
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
    ['messages-da.ts', tsModule('', { da: { value: texts.da } })],
    ['messages-en.ts', tsModule(`import type { da } from './messages-da';`, { en: { type: '{ [K in keyof typeof da]: string }', value: texts.en } })],
    ...pagePayloads(messageGroups, pageData),
    // Every post: the blog list fetches them all when its first page is not all of them.
    [`public/${POST_INDEX_FILE}`, JSON.stringify(summaries)],
    [
      'post-paths.ts',
      tsModule('', {
        postSlugs: { type: 'string[]', value: summaries.map((p) => p.slug) },
        englishPostSlugs: { type: 'string[]', value: englishSlugs },
      }),
    ],
    [
      'situation-paths.ts',
      tsModule('', {
        situationSteps: { type: '{ situation: string; step: string }[]', value: situationSteps(situations.situations) },
        unlistedSituations: { type: 'string[]', value: unlistedSituations(situations.situations) },
      }),
    ],
  ]);
  const lastmod = new Map(
    posts.flatMap((p) => languages.map((lang) => [hrefIn(lang, 'post', { slug: p.summary.slug }), p.facts.reviewed ?? p.summary.date])),
  );
  outputs.set('public/sitemap.xml', buildSitemap(site, indexedPages(siteValues, unlistedSituations(situations.situations)), lastmod));
  // One file per area of the help guide: prerendered into its page, fetched on navigation.
  const byId = new Map(organisations.map((org) => [org.id, org]));
  for (const [areaId, guide] of help.guides) {
    const area = legalAreas.find((a) => a.id === areaId);
    if (!area) continue;
    // Its texts hyphenated as an article's are: on a phone with the text enlarged, a long word
    // ("Procesbevillingsnævnet") is wider than the deadline's card.
    const page: HelpPage = {
      ...guide,
      intro: hyphenateBoth(guide.intro),
      canHelp: guide.canHelp.map(hyphenateBoth),
      cannotHelp: guide.cannotHelp.map(hyphenateBoth),
      deadlines: guide.deadlines.map(shownDeadline),
      // Every id was checked against organisations.yaml above.
      help: guide.help.flatMap((id) => byId.get(id) ?? []),
      posts: summaries.filter((p) => p.category === areaId).map(({ slug, da, en }) => ({ slug, da, ...(en && { en }) })),
    };
    outputs.set(`public/${helpFile(slugify(area.da))}`, JSON.stringify(page));
  }
  // One file per situation of "Hvad er der sket?": prerendered into each of its pages, fetched on navigation.
  for (const [address, { title, area, danger, mainHelp, start, steps }] of situations.situations) {
    const page: SituationPage = {
      title,
      area,
      ...(danger && { danger }),
      ...(mainHelp && { mainHelp }),
      start,
      steps: Object.fromEntries(
        Object.entries(steps).map(([key, step]) => [
          key,
          // Hyphenated as an area's page is; not the question, which is also the page's title.
          'outcome' in step
            ? {
                outcome: {
                  ...step.outcome,
                  means: hyphenateBoth(step.outcome.means),
                  act: step.outcome.act.map(hyphenateBoth),
                  owner: hyphenateBoth(step.outcome.owner),
                  ...(step.outcome.deadline && { deadline: shownDeadline(step.outcome.deadline) }),
                  help: step.outcome.help.flatMap((id) => byId.get(id) ?? []),
                },
              }
            : { ...step, ...(step.hint && { hint: hyphenateBoth(step.hint) }) },
        ]),
      ),
    };
    outputs.set(`public/${situationFile(address)}`, JSON.stringify(page));
  }
  // One file per letter, fetched only when a visitor asks to write it.
  for (const [id, letter] of content.letters.letters) outputs.set(`public/${letterFile(id)}`, JSON.stringify(withoutChecked(letter)));
  const fonts = await webFonts(fontCacheDir, basePath);
  for (const { url, linkTo } of fonts.files) outputs.set(`public/${url}`, { linkTo });
  // Inlined into every page before the site's own CSS (src/pages/siteCss.ts), and preloaded.
  outputs.set('fonts.ts', tsModule('', { fontCss: { type: 'string', value: fonts.css }, fontPreloads: { type: 'string[]', value: fonts.preload } }));
  if (portraitFile === MONOGRAM_FILE) outputs.set(`public/${MONOGRAM_FILE}`, await monogramSvg(initialsOf(site.name), imageCacheDir));
  outputs.set('public/robots.txt', buildRobots(site));
  outputs.set('public/icons.svg', iconSprite());
  if (site.forms.provider === 'netlify') outputs.set('public/__forms.html', netlifyFormsPage());
  // The browser CMS: its page, its configuration made from the schema, and the package's files.
  // The preview shows a post as its page does, with the Danish page's headings (the owner's language).
  const heading = (key: string) => withoutSoftHyphens(texts.da[key] ?? key);
  const previewTexts = { collection: POSTS_COLLECTION, brief: heading('article.summary'), sources: heading('article.sources') };
  outputs.set(`public/${ADMIN_DIR}/index.html`, adminPage(previewTexts));
  outputs.set(`public/${ADMIN_DIR}/config.yml`, cmsConfigYaml(cmsConfig({ areas: legalAreas, repository, siteUrl: site.url })));
  outputs.set(`public/${ADMIN_DIR}/${PREVIEW_SCRIPT}`, { linkTo: path.join(import.meta.dirname, 'cms-preview.js') });
  outputs.set(`public/${ADMIN_DIR}/${PREVIEW_STYLE}`, await cmsPreviewCss(fonts.css));
  for (const [file, linkTo] of await cmsBundle(cmsCacheDir)) outputs.set(`public/${CMS_FILES_DIR}/${file}`, { linkTo });
  // A photo is sent resized (its original stays in content/images/); a GIF or SVG as it is.
  const pictureFiles = await pictureCache(pictureCacheDir);
  const pictures = new Map<string, Picture>();
  const unreadable: ContentError[] = [];
  for (const [url, image] of images) {
    if (!isResized(image.type)) {
      outputs.set(`public${url}`, { linkTo: image.file });
      continue;
    }
    const picture = await pictureFiles.picture(url, image.file).catch((error: unknown) => {
      // A full disk, a cache folder it may not write, sharp not installed: not the picture's fault.
      if (error instanceof Error && 'code' in error) throw error;
      return null;
    });
    if (!picture) {
      unreadable.push(new ContentError(image.post, 'body', `shows the image ${url}, whose file cannot be read as a picture (damaged, or not what its name says): open it and save it again as JPEG or PNG`));
      continue;
    }
    pictures.set(url, picture);
    for (const variant of picture.variants) outputs.set(`public${variant.url}`, { linkTo: variant.file });
  }
  if (unreadable.length > 0) throw new ContentErrors(unreadable);
  if (content.portrait) outputs.set(`public/${PORTRAIT_FILE}`, { linkTo: content.portrait });
  // Each article's body as its page shows it, for the feeds too.
  const bodies = new Map<string, Partial<Record<Language, string>>>();
  // What the feeds carry around each body, as its page shows it: "Kort fortalt" and "Kilder".
  const briefs = new Map<string, NonNullable<Post['brief']>>();
  const sourcesBySlug = new Map<string, NonNullable<PostFacts['sources']>>();
  for (const post of posts) {
    const area = legalAreas.find((a) => a.id === post.summary.category);
    // loadPosts accepts only the areas of legal-areas.yaml.
    if (!area) throw new Error(`${post.file}: category ${post.summary.category} passed loadPosts but is not in legal-areas.yaml`);
    // The area's name as the texts have it (areaTexts, hyphenated).
    const helpCard = (lang: Language): HelpCard => ({ ...content.helpCardTexts[lang], area: { name: inSentence(hyphenate(area[lang], lang), lang), anchor: slugify(area.da) } });
    const body = {
      da: withBase(withImageSizes(withHelpCard(hyphenateHtml(post.body.da, 'da'), 'da', helpCard('da')), images, pictures, basePath), basePath),
      ...(post.body.en !== undefined && {
        en: withBase(withImageSizes(withHelpCard(inEnglish(hyphenateHtml(post.body.en, 'en'), englishPaths), 'en', helpCard('en')), images, pictures, basePath), basePath),
      }),
    };
    const { summary } = post;
    const brief = hyphenatedBrief(post.brief);
    const facts = { ...post.facts, ...hyphenatedContents(post.facts.contents), ...hyphenatedSources(post.facts.sources), ...relatedPosts(summaries, summary) };
    outputs.set(`public/${postFile(post.summary.slug)}`, JSON.stringify({ summary, ...(brief && { brief }), body, facts }));
    bodies.set(post.summary.slug, body);
    if (post.brief) briefs.set(post.summary.slug, post.brief);
    if (post.facts.sources) sourcesBySlug.set(post.summary.slug, post.facts.sources);
  }
  for (const lang of languages) {
    const t = texts[lang];
    const plain = (key: string, fallback: string) => withoutSoftHyphens(t[key] ?? fallback);
    const feed = buildFeed(site, summaries, lang, {
      siteTitle: plain('site.name', site.name),
      description: plain('blog.metaDescription', ''),
      areaName: (id) => plain(`area.${id}`, id),
      body: (slug) => bodies.get(slug)?.[lang],
      brief: (slug) => briefs.get(slug)?.[lang],
      sources: (slug) => {
        const cited = sourcesBySlug.get(slug);
        return cited && (cited[lang] ?? cited.da);
      },
      headings: { brief: plain('article.summary', 'Kort fortalt'), sources: plain('article.sources', 'Kilder') },
    });
    outputs.set(`public/${feedFile(lang)}`, feed);
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
  return { outputs, drawn: shareImages?.drawn ?? 0, resized: pictureFiles.resized };
}
