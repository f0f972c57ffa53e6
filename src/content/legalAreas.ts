import { areaAnchors, areaIds, sensitiveAreaIds } from '@generated/legal-areas';

/** Every legal area's id, in the order of content/legal-areas.yaml (their names are texts: `area.<id>`). */
export { areaIds };

/** The areas where a person may be in danger: their pages show the urgent numbers and the quick exit. */
export { sensitiveAreaIds };

/**
 * Each area's address, from its Danish name ("Inkasso & Gæld" → "inkasso-gaeld"): its card on
 * /ydelser (#inkasso-gaeld), its page in the help guide, the contact form's `?omraade=`.
 */
export { areaAnchors };
