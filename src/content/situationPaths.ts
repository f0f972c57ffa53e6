import { situationSteps, unlistedSituations } from '@generated/situation-paths';

/**
 * Every step of every situation of "Hvad er der sket?" (content/situations/): each gets a page;
 * and the situations whose pages are kept out of search engines (`danger: true`).
 */
export { situationSteps, unlistedSituations };
