import { readFileSync } from 'node:fs';
import path from 'node:path';
import { da } from '@generated/messages-da';
import { sensitiveAreaIds } from '@generated/legal-areas';
import { situationSteps, unlistedSituations } from '@/content/situationPaths';
import type { MessageKey } from '@/i18n/translate';
import { contentPaths } from '../../scripts/content/content-paths.ts';
import { englishPostSlugs, postSlugs, readPostIndex } from '@/content/posts/readPosts';
import { href } from '@/routes/href';
import { sitePageValues } from '@/routes/sitePageValues';
import { routeHeadings } from '@/routes/routeHeadings';
import { routeNames, routes, type RouteName, type StaticRouteName } from '@/routes/routes';

const postIndex = await readPostIndex();

/** Every page without parameters and the Danish h1 it shows, from the route table. */
const staticNames = routeNames.filter((name): name is StaticRouteName => !routes[name].path.includes(':'));
export const staticRoutes = staticNames.map((name) => ({ path: routes[name].path, heading: da[routeHeadings[name]] }));
export const postRoutes = postSlugs.map((slug) => ({ path: href('post', { slug }), slug }));
export { da };

/** The help guide's area pages, one per legal area. */
export const helpAreaRoutes = sitePageValues(postSlugs, englishPostSlugs).da.helpArea.map((params) => ({ path: href('helpArea', params) }));
export { englishPostSlugs, postSlugs };

/** One page per situation step of "Hvad er der sket?" (questions and outcomes). */
export const situationRoutes = sitePageValues(postSlugs, englishPostSlugs).da.situation.map((params) => ({
  path: href('situation', params),
}));

/** One contact page per situation (/kontakt/om/<situation>/). */
export const contactSituationRoutes = sitePageValues(postSlugs, englishPostSlugs).da.contactSituation.map((params) => ({
  path: href('contactSituation', params),
}));

/**
 * A page and the template that draws it: its screen, and for an article or a situation's step
 * the variant the content chooses (a sensitive area's article carries the urgent parts; a step is
 * a question or an outcome, and a situation where she may be in danger puts the lifeline first).
 * Checks of the template run on one page of each type; checks of the content on every page.
 */
export type SitePage = {
  path: string;
  type: string;
  english: boolean;
  /** The key of its h1's text, where the route table names one (routeHeadings.ts). */
  heading?: MessageKey;
};

const sensitivePosts = new Set(postIndex.filter((post) => sensitiveAreaIds.includes(post.category)).map((post) => post.slug));
const situationFiles = new Map<string, { steps: Record<string, { question?: unknown }> }>();
const situationKind = (situation: string, step: string) => {
  if (!situationFiles.has(situation)) {
    const file = path.join(contentPaths().generatedDir, 'public/situations', `${situation}.json`);
    situationFiles.set(situation, JSON.parse(readFileSync(file, 'utf8')) as { steps: Record<string, { question?: unknown }> });
  }
  const kind = situationFiles.get(situation)!.steps[step]?.question ? 'question' : 'outcome';
  return unlistedSituations.includes(situation) ? `${kind}, in danger` : kind;
};
const screenOf = (name: RouteName) => routes[name].screen;

/** Every page of the site at its Danish address, the contact form about each situation and the not-found page included. */
export const sitePages: SitePage[] = [
  ...staticNames.map((name) => ({ path: routes[name].path, type: screenOf(name), english: true, heading: routeHeadings[name] })),
  ...postSlugs.map((slug) => ({
    path: href('post', { slug }),
    type: sensitivePosts.has(slug) ? 'Article, sensitive area' : 'Article',
    english: englishPostSlugs.includes(slug),
  })),
  ...helpAreaRoutes.map(({ path }) => ({ path, type: 'HelpArea', english: true })),
  ...situationSteps.map(({ situation, step }) => ({
    path: href('situation', { situation, step }),
    type: `SituationStep: ${situationKind(situation, step)}`,
    english: true,
  })),
  ...contactSituationRoutes.map(({ path }) => ({ path, type: 'Contact about a situation', english: true })),
  { path: '/findes-ikke', type: 'NotFound', english: true },
];

/** The first page of each type. */
export const pageTypes: SitePage[] = sitePages.filter((page, i) => sitePages.findIndex((other) => other.type === page.type) === i);
