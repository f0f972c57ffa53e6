import { areaAnchors } from '@/content/legalAreas';

/**
 * The id of a legal area's section on /ydelser, and its page in the help guide, from its Danish
 * name: "Inkasso & Gæld" → "inkasso-gaeld", so /ydelser#familieret reads as Danish.
 */
export function areaAnchor(id: string): string {
  return areaAnchors[id] ?? id;
}
