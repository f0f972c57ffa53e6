import { Suspense, useId, useMemo, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { areaKey } from '@/i18n/translate';
import { usePageMeta } from '@/app/PageMeta';
import { useBlogList } from '@/content/posts/useBlogList';
import { BLOG_PAGE_SIZE, BLOG_SEARCH_PARAM, feedHref } from '@/content/pagePayload';
import { filterPosts } from '@/content/posts/filterPosts';
import type { AreaId } from '@/content/schema';
import { PostCard } from '@/components/PostCard';
import { NewsletterBox } from '@/components/NewsletterBox';
import { newsletterAction } from '@/content/formHost';
import { Icon } from '@/components/icons/Icon';
import { lazyLoaded } from '@/components/lazyLoaded';
import { PageLink } from '@/components/PageLink';
import { useBrowserValue } from '@/components/useBrowserValue';
import { PageHeader } from '@/components/PageHeader';

// Offline, or in npm run dev (no index), the second group is simply not there.
const AlsoMentioned = lazyLoaded(
  () => import('@/components/AlsoMentioned').then((m) => m.AlsoMentioned),
  () => null,
);

export function BlogList() {
  const { t, lang } = useLanguage();
  usePageMeta(t('blog.title'), t('blog.metaDescription'));
  const data = useBlogList();
  // A search sent from elsewhere (the not-found page) until the visitor types: read after
  // hydration, as the prerendered list has none.
  const sent = useBrowserValue(() => new URLSearchParams(window.location.search).get(BLOG_SEARCH_PARAM) ?? '', '');
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? sent;
  const [category, setCategory] = useState<AreaId | null>(null);
  const [shown, setShown] = useState(BLOG_PAGE_SIZE);
  const searchId = useId();

  const matches = useMemo(() => filterPosts(data.posts, query, category, lang), [data, query, category, lang]);
  const visible = matches.slice(0, shown);

  const term = query.trim();
  // From two characters the article bodies are searched too (AlsoMentioned).
  const bodySearch = term.length >= 2;

  const choose = (next: AreaId | null) => {
    setCategory(next);
    setShown(BLOG_PAGE_SIZE);
  };
  const reset = () => {
    setQuery('');
    choose(null);
  };

  // The spec's empty state, and a way on for a question no article answers yet; while the bodies
  // are searched, AlsoMentioned shows it if they hold nothing either.
  const empty = (
    <div className="blog-list__empty card">
      <h2>{t('blog.noResults')}</h2>
      <p>{t('blog.noResultsHint')}</p>
      <div className="blog-list__empty-actions">
        <button type="button" className="button" onClick={reset}>
          {t('blog.resetFilters')}
        </button>
        <PageLink to="contact" className="button button--secondary">
          {t('blog.writeToMe')}
        </PageLink>
      </div>
    </div>
  );

  return (
    <>
      <PageHeader title={t('blog.title')} lead={t('blog.intro')} />

      <div className="container section blog-list">
        <div role="search" className="blog-list__filters">
          <div className="blog-list__search">
            <label htmlFor={searchId}>{t('blog.searchLabel')}</label>
            <div className="blog-list__search-field">
              <Icon name="search" />
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder={t('blog.searchPlaceholder')}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setShown(BLOG_PAGE_SIZE);
                }}
              />
            </div>
          </div>
          <div className="blog-list__categories" role="group" aria-label={t('blog.categoriesLabel')}>
            <button type="button" aria-pressed={category === null} onClick={() => choose(null)}>
              {t('blog.allCategories')}
            </button>
            {data.categories.map((c) => (
              <button key={c} type="button" aria-pressed={category === c} onClick={() => choose(c)}>
                {t(areaKey(c))}
              </button>
            ))}
          </div>
        </div>

        <p className="visually-hidden" role="status">
          {data.complete ? t('blog.resultCount', { count: matches.length }) : ''}
        </p>

        {visible.length > 0 ? (
          <div className="blog-list__grid">
            {visible.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        ) : (
          !bodySearch && empty
        )}

        {matches.length > visible.length && (
          <p className="blog-list__more">
            <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + BLOG_PAGE_SIZE)}>
              {t('blog.showMore')}
            </button>
          </p>
        )}

        {/* The article bodies too, from the full-text index: it loads only once someone types. */}
        {bodySearch && (
          <Suspense fallback={visible.length === 0 && empty}>
            <AlsoMentioned
              term={term}
              posts={data.posts}
              shown={matches}
              category={category}
              headingId={`${searchId}-mentioned`}
              empty={visible.length === 0 && empty}
            />
          </Suspense>
        )}

        {/* The newsletter box only with a list service to sign up with (site.yaml `newsletter`);
            the feed at the list's end either way (the box links it too). */}
        {newsletterAction ? (
          <NewsletterBox />
        ) : (
          <p className="blog-list__feed">
            <a href={feedHref(lang)}>{t('footer.feed')}</a>
          </p>
        )}
      </div>
    </>
  );
}
