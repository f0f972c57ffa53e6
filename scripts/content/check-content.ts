// The content build's second stage: the files held to each other (the two languages' keys, the
// texts the pages need, links between posts, the home page's teasers). Every problem of both
// stages is thrown at once, naming file and field; what passes is complete and typed.
import type { Language, Situation } from '../../src/content/schema.ts';
import { readPath } from '../../src/routes/matchPath.ts';
import { sitePaths } from '../../src/routes/sitePaths.ts';
import { ContentError, ContentErrors } from './content-error.ts';
import { compareLocales } from './load-data.ts';
import type { LoadedContent } from './load-content.ts';
import type { PostLinks } from './load-posts.ts';
import { areaKeyErrors, areaTexts } from './area-texts.ts';
import { readHelpCardTexts, type HelpCardTexts } from './help-card.ts';
import { hyphenate } from './hyphenate.ts';
import { splitMessages, type SplitMessages } from './message-groups.ts';
import { pageValues } from './page-values.ts';
import { ownerTextSamples, sampleFacts } from './owner-samples.ts';
import { languages } from '../../src/content/languages.ts';

/** T with the fields K present (TypeScript's own Required would make every field so). */
type WithPresent<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** Content that passed every check: each file there, the texts complete in both languages. */
export type CheckedContent = WithPresent<LoadedContent, 'site' | 'reviews' | 'legalAreas' | 'courses' | 'organisations' | 'help'> & {
  /** Every text by key, the legal areas' names added and long words hyphenated. */
  texts: Record<Language, Record<string, string>>;
  /** The texts by the group of pages that shows them (message-groups.ts). */
  messageGroups: Record<Language, SplitMessages>;
  helpCardTexts: Record<Language, HelpCardTexts>;
  /** The slugs this build publishes pages for (with drafts, theirs too); the published ones alone. */
  slugs: ReadonlySet<string>;
  publishedSlugs: ReadonlySet<string>;
  /**
   * With drafts (npm run dev), what a production build would refuse that this one cannot: a
   * published post or the home page pointing at a draft.
   */
  publishProblems: string[];
};

/** '/blog/x?a#b' → '/blog/x' */
const pathOf = (href: string) => href.replace(/[?#].*$/, '');

/** The posts that exist but are not published: drafts, and posts dated ahead (by slug), which are drafts too. */
export type HeldBack = { drafts: ReadonlySet<string>; scheduled: ReadonlyMap<string, { date: string }> };

/**
 * Why a post that exists is not on the site, for a message, and what to do: publish a draft first,
 * or `instead`; for a post dated ahead, `untilThen` or `instead`. Undefined if it is not held back.
 */
function heldBackBecause(slug: string, { drafts, scheduled }: HeldBack, untilThen: string, instead: string): string | undefined {
  const date = scheduled.get(slug)?.date;
  if (date) return `which waits until its date, ${date}: ${untilThen}, or ${instead}`;
  return drafts.has(slug) ? `which is a draft: publish it first, or ${instead}` : undefined;
}

/** A link inside a post must lead to a page the build will produce. */
export function linkErrors(
  posts: readonly PostLinks[],
  slugs: ReadonlySet<string>,
  areas: readonly { da: string }[],
  situations: ReadonlyMap<string, Situation>,
  held: HeldBack,
): ContentError[] {
  // A link to an English post that has no English page is caught too: every post counts as translated here.
  const known = new Set(sitePaths(pageValues(slugs, slugs, areas, situations)));
  return posts.flatMap((post) =>
    post.internalLinks
      .filter((href) => !known.has(pathOf(href)))
      .map((href) => {
        const match = readPath(pathOf(href)).match;
        // A link written without its leading slash ("kontakt") is read from the article's own
        // address (/blog/<slug>/): where the page it meant exists, say how to write it.
        const meant = pathOf(href).replace(/^\/blog\//, '/');
        const slash = meant !== pathOf(href) && known.has(meant) ? `: a link without a leading slash is read from the article's own address; write ${meant}` : '';
        if (match?.name !== 'post' || slash) return new ContentError(post.file, 'body', `links to ${href}, which is not a page on this site${slash}`);
        const because = heldBackBecause(match.params.slug, held, 'give this post the same date or a later one', 'remove the link');
        return new ContentError(post.file, 'body', `links to ${href}, ${because ?? 'but there is no post with that slug'}`);
      }),
  );
}

/** What `confirmed` may name: a sample fact of site.yaml or an owner text of content/i18n (owner-samples.ts). */
function confirmedErrors(confirmed: readonly string[], file: string): ContentError[] {
  const known = [...Object.keys(sampleFacts), ...Object.keys(ownerTextSamples)];
  return confirmed.flatMap((name, i) =>
    known.includes(name)
      ? []
      : [new ContentError(file, `confirmed.${i}`, `names "${name}", which is neither a fact of site.yaml that has a sample (${Object.keys(sampleFacts).join(', ')}) nor an owner text`)],
  );
}

/** The home page's teasers must name published posts. */
export function teaserErrors(teasers: readonly string[], slugs: ReadonlySet<string>, held: HeldBack, file: string): ContentError[] {
  return teasers.flatMap((slug, i) =>
    slugs.has(slug)
      ? []
      : [new ContentError(file, `homeTeasers.${i}`, `names "${slug}", ${heldBackBecause(slug, held, 'name it from that day', 'name another post') ?? `but there is no post ${slug}.md`}`)],
  );
}

/** Long words get soft hyphens here, once, for every place a text is shown (hyphenate.ts). */
const hyphenated = (texts: Record<string, string>, lang: Language) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, hyphenate(text, lang)]));

/** Throws ContentErrors with every problem of `loaded` and of the files together; returns the content otherwise. */
export function checkContent(loaded: LoadedContent, { drafts: withDrafts }: { drafts: boolean }): CheckedContent {
  const { site, reviews, legalAreas, courses, organisations, help, situations, messages, posts, drafts, file } = loaded;
  const errors = [...loaded.errors];
  const { files } = messages;
  if (messages.da && messages.en) errors.push(...compareLocales(messages.da, messages.en, files));
  if (messages.da) errors.push(...areaKeyErrors(messages.da, files.da));
  if (messages.en) errors.push(...areaKeyErrors(messages.en, files.en));
  const da = messages.da && legalAreas && hyphenated({ ...messages.da, ...areaTexts(legalAreas, 'da') }, 'da');
  const en = messages.en && legalAreas && hyphenated({ ...messages.en, ...areaTexts(legalAreas, 'en') }, 'en');
  const helpCardTexts = da && en && { da: readHelpCardTexts(da, files.da, errors), en: readHelpCardTexts(en, files.en, errors) };
  const danishGroups = da && splitMessages(da, files.da);
  if (danishGroups) errors.push(...danishGroups.errors);
  // The same keys as the Danish (compareLocales), so the same groups: its errors are the Danish ones.
  const englishGroups = en && splitMessages(en, files.en).split;

  const publishedSlugs = new Set([...loaded.allSlugs].filter((slug) => !drafts.has(slug)));
  const slugs = withDrafts ? loaded.allSlugs : publishedSlugs;
  const held = { drafts, scheduled: loaded.scheduled };
  errors.push(...linkErrors([...posts, ...loaded.brokenPostLinks], slugs, legalAreas ?? [], situations.situations, held));
  // A post dated ahead goes out on a morning nobody watches: its links are checked now, against
  // what will be published on its day (the posts out by then, those dated ahead up to its date).
  for (const post of loaded.scheduledPosts) {
    const outBy = new Set([...publishedSlugs, ...[...loaded.scheduled].filter(([, { date }]) => date <= post.summary.date).map(([slug]) => slug)]);
    errors.push(...linkErrors([post], outBy, legalAreas ?? [], situations.situations, held));
  }
  if (site) errors.push(...teaserErrors(site.homeTeasers ?? [], slugs, held, file('site.yaml')));
  if (site) errors.push(...confirmedErrors(site.confirmed, file('site.yaml')));
  if (site && !site.instagram)
    for (const lang of languages) {
      const texts = messages[lang];
      if (texts)
        for (const [key, text] of Object.entries(texts))
          if (/instagram/i.test(text))
            errors.push(new ContentError(files[lang], key, 'mentions Instagram, but content/site.yaml names no instagram: rewrite the text without it, or add instagram: "@yourname"'));
    }

  if (
    errors.length > 0 ||
    !site ||
    !reviews ||
    !courses ||
    !legalAreas ||
    !organisations ||
    !help ||
    !da ||
    !en ||
    !danishGroups ||
    !englishGroups ||
    !helpCardTexts?.da ||
    !helpCardTexts.en
  )
    throw new ContentErrors(errors);

  // npm run dev builds the drafts, so nothing above refuses a published post or the home page
  // pointing at one; a production build would. Said now, in the dev server's overlay.
  const publishProblems = withDrafts
    ? [
        ...linkErrors(
          posts.filter((p) => !p.summary.draft),
          publishedSlugs,
          legalAreas,
          situations.situations,
          held,
        ),
        ...teaserErrors(site.homeTeasers ?? [], publishedSlugs, held, file('site.yaml')),
      ].map((e) => e.message)
    : [];
  return {
    ...loaded,
    site,
    reviews,
    legalAreas,
    courses,
    organisations,
    help,
    texts: { da, en },
    messageGroups: { da: danishGroups.split, en: englishGroups },
    helpCardTexts: { da: helpCardTexts.da, en: helpCardTexts.en },
    slugs,
    publishedSlugs,
    publishProblems,
  };
}
