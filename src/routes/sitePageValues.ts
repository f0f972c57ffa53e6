import type { SiteValues } from './sitePaths';
import { areaAnchors, areaIds } from '@/content/legalAreas';

/**
 * The values of the pages with parameters, in each language: one per post (in English only the
 * posts with an English version), one per legal area of the help guide.
 */
export function sitePageValues(postSlugs: readonly string[], englishPostSlugs: readonly string[]): SiteValues {
  const helpArea = areaIds.map((id) => ({ area: areaAnchors[id] }));
  const posts = (slugs: readonly string[]) => slugs.map((slug) => ({ slug }));
  return { da: { post: posts(postSlugs), helpArea }, en: { post: posts(englishPostSlugs), helpArea } };
}
