// Kept apart from schema.ts so the browser bundle can use it without pulling in zod.

/** The EU and EEA countries (ISO 3166): data may go there without further safeguards (GDPR chapter V). */
const eea = new Set('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(' '));

export const isInEea = (country: string) => eea.has(country);
