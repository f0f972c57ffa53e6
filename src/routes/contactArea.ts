import { areaAnchors } from '@/content/legalAreas';
import type { AreaId, Language } from '@/content/schema';
import { hrefIn } from './href';

/** The contact form's choice for a problem outside the legal areas, or not yet known. */
export const OTHER_AREA = 'other' as const;
/** Its address in `?omraade=`. */
const OTHER_ADDRESS = 'andet';

/** The query parameter that preselects the contact form's area: /kontakt?omraade=familieret. */
export const AREA_PARAM = 'omraade';

/**
 * The contact page in a language with this area (an id from legal-areas.yaml, or OTHER_AREA)
 * chosen. (About a situation of "Hvad er der sket?", the page is route `contactSituation`.)
 */
export function contactAbout(lang: Language, area: AreaId | typeof OTHER_AREA): string {
  return `${hrefIn(lang, 'contact')}?${AREA_PARAM}=${area === OTHER_AREA ? OTHER_ADDRESS : areaAnchors[area]}`;
}

/** The area an address names (`familieret` → family), or undefined. */
export function areaFromAddress(address: string | null, ids: readonly AreaId[]): AreaId | typeof OTHER_AREA | undefined {
  if (address === OTHER_ADDRESS) return OTHER_AREA;
  return ids.find((id) => areaAnchors[id] === address);
}

/**
 * The query parameter of the contact page about a situation that names the outcome the visitor
 * reached: /kontakt/om/opsagt/?svar=<outcome step key>. The message then carries her answers on
 * the way there (page data `contactAnswers`), not only the situation's title. A query, not a
 * path, so the page stays one prerendered page per situation and its exit mode (exitMode.ts,
 * read from the path) is the same with it or without.
 */
export const ANSWERS_PARAM = 'svar';

/**
 * The query parameter that fills in the contact form's deadline: /kontakt/om/opsagt/?frist=2026-12-24,
 * the day an outcome counted from the date the visitor gave. She can change it.
 */
export const DEADLINE_PARAM = 'frist';

/** The query parameter that carries the day a visitor gave on a date question to its outcome: ?fra=2026-11-26. */
export const FROM_PARAM = 'fra';
