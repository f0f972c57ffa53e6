import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { areaKey } from '@/i18n/translate';
import { inSentence } from '@/i18n/inSentence';
import type { AreaId, RelatedPost } from '@/content/schema';
import { PageLink } from './PageLink';
import { Icon } from './icons/Icon';

/**
 * The end of an article: up to three other posts of its legal area, newest first (the content
 * build picks them). In English a post without an English version links its Danish page, marked.
 */
export function RelatedPosts({ posts, area }: { posts: RelatedPost[]; area: AreaId }) {
  const { t, lang } = useLanguage();
  return (
    <section className="related-posts" aria-labelledby="article-related">
      <h2 id="article-related">{t('article.related', { area: inSentence(t(areaKey(area)), lang) })}</h2>
      <ul className="related-posts__list">
        {posts.map(({ slug, date, title }) => {
          const own = lang === 'en' ? title.en : title.da;
          return (
            <li key={slug} className="related-posts__item">
              <PageLink to="post" params={{ slug }} in={own === undefined ? 'da' : lang} className="related-posts__link">
                <span lang={own === undefined ? 'da' : undefined}>{own ?? title.da}</span>
                <Icon name="arrowRight" width="18" height="18" />
              </PageLink>
              <p className="related-posts__meta">
                <time dateTime={date}>{formatDate(date, lang)}</time>
                {own === undefined && <span>{t('post.danishOnly')}</span>}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
