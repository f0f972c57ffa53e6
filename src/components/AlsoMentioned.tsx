import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { bodyMatches } from '@/content/posts/bodySearch';
import type { AreaId, PostSummary } from '@/content/schema';
import { PostCard } from './PostCard';

type Props = {
  /** What the visitor typed, trimmed; at least two characters. */
  term: string;
  /** The posts the list knows, and those the spec's filter (title and excerpt) already shows. */
  posts: readonly PostSummary[];
  shown: readonly PostSummary[];
  category: AreaId | null;
  headingId: string;
  /** What to show when the bodies hold nothing more (the spec's empty state when the filter found nothing). */
  empty: ReactNode;
};

/**
 * The blog search's second group: the articles whose body holds the words when their title and
 * excerpt do not. Loaded, with the full-text index, only once a visitor types (BlogList.tsx).
 */
export function AlsoMentioned({ term, posts, shown, category, headingId, empty }: Props) {
  const { t, lang } = useLanguage();
  const [found, setFound] = useState<{ term: string; lang: string; slugs: string[] }>({ term: '', lang, slugs: [] });
  useEffect(() => {
    let current = true;
    // A moment's pause, so that each keystroke does not search.
    const timer = setTimeout(() => {
      void bodyMatches(term, lang).then((slugs) => current && setFound({ term, lang, slugs }));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, lang]);
  const mentioned = useMemo(() => {
    // Only what was found for the words in the box now.
    if (found.term !== term || found.lang !== lang) return [];
    const listed = new Set(shown.map((post) => post.slug));
    const bySlug = new Map(posts.map((post) => [post.slug, post]));
    return found.slugs.flatMap((slug) => {
      const post = bySlug.get(slug);
      return post && !listed.has(slug) && (category === null || post.category === category) ? [post] : [];
    });
  }, [found, term, lang, posts, shown, category]);
  if (mentioned.length === 0) return empty;
  return (
    <section className="blog-list__mentioned" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('blog.alsoMentioned')}</h2>
      <div className="blog-list__grid">
        {mentioned.map((post) => (
          <PostCard key={post.slug} post={post} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
