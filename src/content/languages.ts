// Kept apart from schema.ts so the browser bundle can use it without pulling in zod.

/** The site's languages; Danish is the default and the reference for every text. */
export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];
