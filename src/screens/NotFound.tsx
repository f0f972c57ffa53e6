import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { useData } from '@/content/ContentStore';
import { localizedSummary } from '@/content/posts/localizedSummary';
import { PageLink } from '@/components/PageLink';
import { SiteLinks } from '@/components/SiteLinks';

/** How many of the newest articles the page suggests. */
const NEWEST = 3;

export function NotFound() {
  const { t, lang } = useLanguage();
  const [location] = useLocation();
  // The newest articles: the first page of the blog list is in this page's payload.
  const newest = useData('blog').firstPage.slice(0, NEWEST);
  usePageMeta(t('notFound.metaTitle'), t('notFound.text'));
  const logged = useRef<string | null>(null);
  useEffect(() => {
    // The spec asks for the attempted path in the console. Read it from the address bar: the
    // prerendered 404 page first hydrates at its placeholder path, then switches to the real
    // one, and the same address must be logged once.
    const path = window.location.pathname;
    if (logged.current === path) return;
    logged.current = path;
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [location]);
  return (
    <div className="error-page container">
      <h1>Oops! Page not found</h1>
      <p className="lead">{t('notFound.text')}</p>
      {/* The two ways on first: home, or the help guide for someone with a problem. */}
      <p className="button-row">
        <PageLink to="home" className="button">
          {t('notFound.home')}
        </PageLink>
        <PageLink to="help" className="button button--secondary">
          {t('notFound.help')}
        </PageLink>
      </p>
      <div className="not-found__links">
        <nav aria-labelledby="not-found-pages">
          <h2 id="not-found-pages">{t('notFound.pages')}</h2>
          <SiteLinks />
        </nav>
        {newest.length > 0 && (
          <section aria-labelledby="not-found-newest">
            <h2 id="not-found-newest">{t('notFound.newest')}</h2>
            <ul>
              {newest.map((post) => {
                const text = localizedSummary(post, lang);
                return (
                  <li key={post.slug} lang={text.lang === lang ? undefined : text.lang}>
                    <PageLink to="post" params={{ slug: post.slug }} in={text.lang}>
                      {text.title}
                    </PageLink>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
