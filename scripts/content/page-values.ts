import type { Situation } from '../../src/content/schema.ts';
import { slugify } from '../../src/content/slugify.ts';
import type { SiteValues } from '../../src/routes/sitePaths.ts';

/** Every page of every situation: one per step, by the file's name and the step's. */
export const situationSteps = (situations: ReadonlyMap<string, Situation>) =>
  [...situations].flatMap(([address, { steps }]) => Object.keys(steps).map((step) => ({ situation: address, step })));

/**
 * The situations whose pages search engines must not list (`danger: true`): a search result, like
 * the browser's history, must not say that someone looked for help against violence.
 */
export const unlistedSituations = (situations: ReadonlyMap<string, Situation>) =>
  [...situations].flatMap(([address, { danger }]) => (danger ? [address] : []));

/**
 * The pages with parameters: one per post (in English, one per post with an English version),
 * one per legal area in the help guide, one per step of a situation and its contact form.
 */
export function pageValues(
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
