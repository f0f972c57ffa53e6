import type { SiteValues } from './sitePaths';
import { areaAnchors, areaIds } from '@/content/legalAreas';
import { situationSteps } from '@/content/situationPaths';

/**
 * The values of the pages with parameters, in each language: one per post (in English only the
 * posts with an English version), one per legal area of the help guide, one per step of a situation
 * and one contact page per situation.
 */
export function sitePageValues(postSlugs: readonly string[], englishPostSlugs: readonly string[]): SiteValues {
  const situation = situationSteps;
  const contactSituation = [...new Set(situationSteps.map((step) => step.situation))].map((address) => ({ situation: address }));
  const helpArea = areaIds.map((id) => ({ area: areaAnchors[id] }));
  const posts = (slugs: readonly string[]) => slugs.map((slug) => ({ slug }));
  return {
    da: { post: posts(postSlugs), helpArea, situation, contactSituation },
    en: { post: posts(englishPostSlugs), helpArea, situation, contactSituation },
  };
}
