import { useCallback } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { areaKey, translate } from '@/i18n/translate';
import { usePageMeta } from '@/app/PageMeta';
import { usePost } from '@/content/posts/usePost';
import { ARTICLE_BODY_ID, ARTICLE_BRIEF_ID, ogImageFile } from '@/content/pagePayload';
import { localizedSummary } from '@/content/posts/localizedSummary';
import { site } from '@/content/site';
import { hrefIn } from '@/routes/href';
import type { ScreenProps } from '@/app/ScreenProps';
import { PageLink } from '@/components/PageLink';
import { ShareRow } from '@/components/ShareRow';
import { Icon } from '@/components/icons/Icon';
import { OwnerCard } from '@/components/OwnerCard';
import { QuickExit } from '@/components/help/QuickExit';
import { UrgentLine } from '@/components/help/UrgentLine';
import { useJourneyStep } from '@/components/help/journeyStep';
import { sensitiveAreaIds } from '@/content/legalAreas';
import { ArticleContents } from '@/components/ArticleContents';
import { RelatedPosts } from '@/components/RelatedPosts';
import { DraftMark } from '@/components/DraftMark';

function BackToBlog() {
  const { t } = useLanguage();
  return (
    <PageLink to="blog" className="article__back">
      <Icon name="arrowLeft" width="16" height="16" />
      {t('article.back')}
    </PageLink>
  );
}

export function Article({ params: { slug } }: ScreenProps<'post'>) {
  const { t, lang } = useLanguage();
  const state = usePost(slug, lang);
  const internalLinks = useInternalLinks();
  const summary = state.status === 'ready' ? localizedSummary(state.post.summary, lang) : null;
  usePageMeta(
    summary?.title ?? (state.status === 'missing' ? t('article.notFoundTitle') : t('blog.title')),
    summary?.excerpt ?? t('blog.metaDescription'),
    state.status === 'ready' && summary
      ? {
          headline: summary.title,
          datePublished: state.post.summary.date,
          ...(state.post.facts.reviewed && { dateModified: state.post.facts.reviewed }),
          section: translate('da', areaKey(state.post.summary.category)),
          image: ogImageFile(slug, state.post.summary.en ? lang : 'da'),
        }
      : undefined,
  );

  useJourneyStep(state.status === 'ready' && sensitiveAreaIds.includes(state.post.summary.category));

  if (state.status === 'missing') {
    return (
      <div className="container section article">
        <h1>{t('article.notFoundTitle')}</h1>
        <p className="lead">{t('article.notFoundText')}</p>
        <BackToBlog />
      </div>
    );
  }
  if (state.status !== 'ready' || !summary) {
    return (
      <div className="container section article" aria-busy={state.status === 'loading'}>
        <BackToBlog />
        {state.status === 'error' ? (
          <div role="alert">
            <h1>{t('article.loadErrorTitle')}</h1>
            <p>{t('article.loadErrorText')}</p>
            <button type="button" className="button" onClick={state.retry}>
              {t('article.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('article.loading')}</p>
        )}
      </div>
    );
  }

  const { post } = state;
  const english = lang === 'en' ? post.body.en : undefined;
  const bodyLang = english === undefined ? 'da' : 'en';
  const body = english ?? post.body.da;
  // A long article gets its contents list (the content build decides which, per language).
  const { contents: contentsLists, reviewed, sources, related } = post.facts;
  const sections = contentsLists?.[bodyLang];
  const contents = sections !== undefined;
  const sourceList = lang === 'en' ? (sources?.en ?? sources?.da) : sources?.da;
  const sourcesLang = lang === 'en' && !sources?.en ? 'da' : undefined;
  // "Sidst gennemgået {date}": the date goes where the text puts it, as a <time>.
  const [reviewedBefore, reviewedAfter] = t('article.reviewed').split('{date}');
  // "Kort fortalt" in the body's language: an English body has its own points.
  const brief = bodyLang === 'en' ? (post.brief?.en ?? post.brief?.da) : post.brief?.da;
  const briefLang = bodyLang === 'en' && post.brief?.en ? 'en' : 'da';
  const { category } = post.summary;
  const sensitive = sensitiveAreaIds.includes(category);
  return (
    <article className={`container section article${contents ? ' article--contents' : ''}`}>
      {sensitive && <QuickExit />}
      <BackToBlog />
      <header className="article__header">
        <p className="article__meta">
          <time dateTime={post.summary.date}>{formatDate(post.summary.date, lang)}</time>
          <span className="article__category">{t(areaKey(post.summary.category))}</span>
          <DraftMark post={post.summary} />
        </p>
        <h1 lang={summary.lang === lang ? undefined : summary.lang}>{summary.title}</h1>
        <p className="article__author">
          <span>
            {t('article.by')} {site.name}
          </span>
          <span className="article__role">{t('article.authorRole')}</span>
        </p>
        {reviewed && (
          <p className="article__reviewed">
            {reviewedBefore}
            <time dateTime={reviewed}>{formatDate(reviewed, lang)}</time>
            {reviewedAfter}
          </p>
        )}
      </header>
      {sensitive && <UrgentLine />}
      {lang === 'en' && english === undefined && (
        <p className="article__translation-note" role="note">
          {t('article.danishOnly')}
        </p>
      )}
      {brief && (
        <section className="article__brief" aria-labelledby="article-brief">
          <h2 id="article-brief">{t('article.summary')}</h2>
          <ul id={ARTICLE_BRIEF_ID} lang={briefLang === lang ? undefined : briefLang}>
            {brief.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      )}
      {contents && <ArticleContents sections={sections} lang={bodyLang === lang ? undefined : bodyLang} />}
      <div
        id={ARTICLE_BODY_ID}
        className="article__body"
        // The blog search's full-text index holds the article bodies alone, each under its post's slug (scripts/search-index.ts).
        data-pagefind-body=""
        data-pagefind-meta={`slug:${slug}`}
        lang={bodyLang === lang ? undefined : bodyLang}
        // Built from Markdown at build time with raw HTML dropped (scripts/content/markdown.ts).
        dangerouslySetInnerHTML={{ __html: body }}
        ref={internalLinks}
      />
      {sourceList && (
        <section className="article__sources" aria-labelledby="article-sources">
          <h2 id="article-sources">{t('article.sources')}</h2>
          <ul lang={sourcesLang}>
            {sourceList.map((source) => (
              <li key={source.url}>
                <a href={source.url}>{source.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {related && <RelatedPosts posts={related} area={category} />}
      <footer className="article__footer">
        <ShareRow url={site.url + hrefIn(bodyLang, 'post', { slug: post.summary.slug })} title={summary.title} />
        {/* The one ending: who answers, and the spec's 'Få gratis rådgivning'. The help card is in the body (scripts/content/help-card.ts). */}
        <OwnerCard link="article.ownerLink">
          <p className="owner-card__cta">{t('article.ctaText')}</p>
          <PageLink to="contact" className="button">
            {t('article.cta')}
          </PageLink>
        </OwnerCard>
      </footer>
    </article>
  );
}

/**
 * Links inside a post body are plain HTML. A click on one that stays on this site goes
 * through the router, like every other link: no page load, and the chosen language stays.
 * One listener on the body (a ref), since the links themselves are not React elements.
 */
function useInternalLinks() {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  return useCallback(
    (body: HTMLElement | null) => {
      if (!body) return;
      const follow = (event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const anchor = (event.target as Element).closest('a');
        if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
        const path = anchor.pathname.slice(base.length) || '/';
        if (!anchor.pathname.startsWith(base) || !path.startsWith('/')) return;
        event.preventDefault();
        navigate(path + anchor.hash);
      };
      body.addEventListener('click', follow);
      return () => body.removeEventListener('click', follow);
    },
    [navigate, base],
  );
}
