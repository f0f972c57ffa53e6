import { slugify } from '@/content/slugify';
import { areaKey, translate } from './translate';

/**
 * The id of a legal area's section on /ydelser, and its page in the help guide, from its Danish
 * name: "Inkasso & Gæld" → "inkasso-gaeld", so /ydelser#familieret reads as Danish.
 */
export function areaAnchor(id: string): string {
  return slugify(translate('da', areaKey(id)));
}
