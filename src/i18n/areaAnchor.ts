import { areaKey, translate } from './translate';

/**
 * The id of a legal area's section on /ydelser, from its Danish name: "Inkasso & Gæld" →
 * "inkasso-gaeld", so /ydelser#familieret reads as Danish in the address bar.
 */
export function areaAnchor(id: string): string {
  return translate('da', areaKey(id))
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
