// Kept apart from schema.ts so the browser bundle can use them without pulling in zod.

/** Post categories an owner may use. The blog filter shows only those in use. */
export const categories = [
  'Familieret',
  'Lejeret',
  'Ansættelsesret',
  'Erhvervsret',
  'Inkasso & Gæld',
  'Strafferet',
  'Forbrugerret',
] as const;
export type Category = (typeof categories)[number];

/** Translation key suffix per category: the label itself is translated in content/i18n. */
export const categoryKey = {
  Familieret: 'family',
  Lejeret: 'rent',
  Ansættelsesret: 'employment',
  Erhvervsret: 'business',
  'Inkasso & Gæld': 'debt',
  Strafferet: 'criminal',
  Forbrugerret: 'consumer',
} as const satisfies Record<Category, string>;

/** The category buttons: one per category in use, in order of first appearance. */
export function categoriesInUse(posts: readonly { category: Category }[]): Category[] {
  return [...new Set(posts.map((p) => p.category))];
}
