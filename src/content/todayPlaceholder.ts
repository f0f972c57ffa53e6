// Its own file, not schema.ts's: the letter's code in the browser must not bring zod along.
/** The placeholder a letter's text has for today's date, which the page fills in. */
export const TODAY_PLACEHOLDER = 'idag';
