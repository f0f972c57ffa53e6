import { useEffect, useId, useRef } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { BLOG_SEARCH_PARAM } from '@/content/pagePayload';
import { PageLink } from '@/components/PageLink';
import { Icon } from '@/components/icons/Icon';
import { hrefIn } from '@/routes/href';
import { areaAnchors, areaIds } from '@/content/legalAreas';
import { areaKey } from '@/i18n/translate';
import { usePageAddress } from '@/routes/usePageAddress';
import { PageHeader } from '@/components/PageHeader';

/**
 * The spec's heading and a way on, not the whole menu again: the blog's search (a plain GET to
 * the blog list, which starts with it; without JavaScript, the help guide's areas instead) and
 * four links: the help guide, home, the blog and the contact form (where an old link to the form
 * about a situation that is gone, /kontakt/om/<situation>/, also lands).
 */
export function NotFound() {
  const { t, lang } = useLanguage();
  const { location } = usePageAddress();
  const searchId = useId();
  const blog = import.meta.env.BASE_URL.replace(/\/$/, '') + hrefIn(lang, 'blog');
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
    <>
      <PageHeader title="Oops! Page not found" lead={t('notFound.text')} />
      <div className="not-found container section">
        <form role="search" className="not-found__search" action={blog} method="get">
          <label htmlFor={searchId}>{t('notFound.searchLabel')}</label>
          <div>
            <input id={searchId} type="search" name={BLOG_SEARCH_PARAM} placeholder={t('notFound.searchPlaceholder')} />
            <button type="submit" className="button button--secondary">
              <Icon name="search" />
              {t('notFound.search')}
            </button>
          </div>
        </form>
        {/* The search filters the blog in the browser: without JavaScript it would find nothing, so
            the form is hidden (NotFound.css) and the help guide's areas are the way on. */}
        <noscript>
          <div className="not-found__areas">
            <p>{t('notFound.noScript')}</p>
            <ul>
              {areaIds.map((id) => (
                <li key={id}>
                  <PageLink to="helpArea" params={{ area: areaAnchors[id] }}>
                    {t(areaKey(id))}
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        </noscript>
        {/* The ways on: the help guide first, for someone with a problem, then home; then the blog and the form. */}
        <p className="button-row button-row--stack">
          <PageLink to="help" className="button">
            {t('notFound.help')}
          </PageLink>
          <PageLink to="home" className="button button--secondary">
            {t('notFound.home')}
          </PageLink>
          <PageLink to="blog">{t('notFound.blog')}</PageLink>
          <PageLink to="contact">{t('notFound.contact')}</PageLink>
        </p>
      </div>
    </>
  );
}
