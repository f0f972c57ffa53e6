// Kept apart from schema.ts so the browser bundle can use them without pulling in zod.

/** The areas the About page groups completed courses by, in display order. */
export const courseAreas = [
  'Familieret',
  'Inkasso & Gæld',
  'Procesret & Straffeproces',
  'Erhvervsret',
  'Ansættelsesret',
  'Ejendomsret',
] as const;
export type CourseArea = (typeof courseAreas)[number];

/** Translation key suffix per area. */
export const courseAreaKey = {
  Familieret: 'family',
  'Inkasso & Gæld': 'debt',
  'Procesret & Straffeproces': 'procedure',
  Erhvervsret: 'business',
  Ansættelsesret: 'employment',
  Ejendomsret: 'property',
} as const satisfies Record<CourseArea, string>;
