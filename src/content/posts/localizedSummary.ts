import type { Language, PostSummary } from '../schema';

/** A post's title and excerpt in the visitor's language, falling back to Danish. */
export function localizedSummary(post: PostSummary, lang: Language) {
  return lang === 'en' && post.en ? { ...post.en, lang: 'en' as const } : { ...post.da, lang: 'da' as const };
}
