import { Link } from 'wouter';
import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { categoryKey } from '@/content/categories';
import type { PostSummary } from '@/content/schema';
import { postPath } from '@/app/paths';
import { ArrowRightIcon } from './icons/ArrowRightIcon';

/** A post's title and excerpt in the visitor's language, falling back to Danish. */
export function localizedSummary(post: PostSummary, lang: 'da' | 'en') {
  return lang === 'en' && post.en ? { ...post.en, lang: 'en' as const } : { ...post.da, lang: 'da' as const };
}

export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const { t, lang } = useLanguage();
  const text = localizedSummary(post, lang);
  const Heading = `h${headingLevel}` as const;
  const href = postPath(post.slug);
  // A Danish-only post in the English UI: mark its text as Danish for screen readers.
  const textLang = text.lang === lang ? undefined : text.lang;
  return (
    <article className="post-card card">
      <p className="post-card__meta">
        <span className="post-card__category">{t(`category.${categoryKey[post.category]}`)}</span>
        <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
      </p>
      <Heading className="post-card__title" lang={textLang}>
        <Link href={href}>{text.title}</Link>
      </Heading>
      <p className="post-card__excerpt" lang={textLang}>{text.excerpt}</p>
      <Link href={href} className="post-card__more" aria-label={t('post.readMoreAbout', { title: text.title })}>
        {t('post.readMore')}
        <ArrowRightIcon width="16" height="16" />
      </Link>
    </article>
  );
}
