import { areaAnchor } from '@/i18n/areaAnchor';
import { href } from './href';

/** The contact form's choice for a problem outside the legal areas, or not yet known. */
export const OTHER_AREA = 'other';
/** Its address in `?omraade=`. */
const OTHER_ADDRESS = 'andet';

/** The query parameter that preselects the contact form's area: /kontakt?omraade=familieret. */
export const AREA_PARAM = 'omraade';

/** The contact page with this area (an id from legal-areas.yaml, or OTHER_AREA) chosen. */
export function contactAbout(area: string): string {
  return `${href('contact')}?${AREA_PARAM}=${area === OTHER_AREA ? OTHER_ADDRESS : areaAnchor(area)}`;
}

/** The area an address names (`familieret` → family), or undefined. */
export function areaFromAddress(address: string | null, ids: readonly string[]): string | undefined {
  if (address === OTHER_ADDRESS) return OTHER_AREA;
  return ids.find((id) => areaAnchor(id) === address);
}
