import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { areaKey } from '@/i18n/translate';
import { localizedSummary } from '@/content/posts/localizedSummary';
import type { PostSummary } from '@/content/schema';
import { PageLink } from './PageLink';
import { Icon } from './icons/Icon';
import { DraftMark } from './DraftMark';

export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const { t, lang } = useLanguage();
  const text = localizedSummary(post, lang);
  const Heading = `h${headingLevel}` as const;
  const params = { slug: post.slug };
  // A Danish-only post in the English UI: mark its text as Danish for screen readers.
  const textLang = text.lang === lang ? undefined : text.lang;
  return (
    <article className="post-card card">
      <p className="post-card__meta">
        <span className="post-card__category">{t(areaKey(post.category))}</span>
        <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
        <DraftMark post={post} />
      </p>
      <Heading className="post-card__title" lang={textLang}>
        {/* A post without this language's version has only its Danish page. */}
        <PageLink to="post" params={params} in={text.lang}>
          {text.title}
        </PageLink>
      </Heading>
      {textLang && <p className="post-card__note">{t('post.danishOnly')}</p>}
      <p className="post-card__excerpt" lang={textLang}>
        {text.excerpt}
      </p>
      {/* The spec shows both links; the title is the one Tab stop and name, this one is for the eye and the mouse. */}
      <PageLink to="post" params={params} in={text.lang} className="post-card__more" tabIndex={-1} aria-hidden="true">
        {t('post.readMore')}
        <Icon name="arrowRight" width="16" height="16" />
      </PageLink>
    </article>
  );
}
