import type { RouteValues } from './sitePaths';
import { areaAnchors, areaIds } from '@/content/legalAreas';

/** The values of the pages with parameters: one per post, one per legal area of the help guide. */
export function sitePageValues(postSlugs: readonly string[]): RouteValues {
  return { post: postSlugs.map((slug) => ({ slug })), helpArea: areaIds.map((id) => ({ area: areaAnchors[id] })) };
}
