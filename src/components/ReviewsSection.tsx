import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { useData } from '@/content/ContentStore';
import { site } from '@/content/site';
import type { Review } from '@/content/schema';
import type { PendingReview, PendingReviewsKey } from './pendingReviews';
import { starFill, Stars } from './Stars';
import { PageLink } from './PageLink';
import { useBrowserValue } from './useBrowserValue';
import { lazyLoaded } from './lazyLoaded';
import { LoadFailed } from './LoadFailed';

// The form, its sending code and the texts every form shares arrive when a visitor opens it.
const ReviewForm = lazyLoaded(() => import('./ReviewForm').then((m) => m.ReviewForm), LoadFailed);

/** pendingReviews.ts's storage key (tsc checks that it is), read here so that its code loads only when needed. */
const PENDING_REVIEWS_KEY: PendingReviewsKey = 'pendingReviews';
const hasPendingReviews = () => {
  try {
    return window.localStorage.getItem(PENDING_REVIEWS_KEY) !== null;
  } catch {
    return false;
  }
};

/** How many reviews a phone shows before "Show all" (the rest stay in the HTML, hidden by ReviewsSection.css). */
const FIRST = 3;

/** What a visitor's own review says under it, by its state (pendingReviews.ts). */
const pendingNote = { sent: 'reviews.pending', waiting: 'reviews.waiting', failed: 'reviews.notDelivered' } as const;

export function ReviewsSection() {
  const { t, lang } = useLanguage();
  const published = useData('reviews');
  // Reviews this visitor sent earlier, until the owner publishes them (read after hydration).
  const hasPending = useBrowserValue(hasPendingReviews, false);
  const [stored, setStored] = useState<PendingReview[]>([]);
  const [added, setAdded] = useState<PendingReview[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const wasOpen = useRef(false);
  const headingId = useId();
  const gridId = useId();

  // A pending review carries its `draft`; a published one does not.
  const list: (Review | PendingReview)[] = [...added, ...stored.filter((s) => !added.some((a) => a.draft === s.draft)), ...published];

  // Shows them, forgets what the owner has published, and sends again what did not arrive earlier.
  useEffect(() => {
    if (hasPending) void import('./pendingReviews').then((m) => setStored(m.openPending(published, setStored)));
  }, [hasPending, published]);

  // Focus returns to the button when the form closes (the form focuses itself on opening).
  useEffect(() => {
    if (!formOpen && wasOpen.current) openerRef.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);

  const close = () => setFormOpen(false);

  // The published reviews' average, as "4,6 af 5 · 8 anmeldelser" (the visitor's own pending ones are not counted).
  const count = published.length;
  const average = published.reduce((sum, review) => sum + review.rating, 0) / (count || 1);
  const averageText = average.toLocaleString(lang === 'da' ? 'da-DK' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const countText = count === 1 ? t('reviews.countOne') : t('reviews.count', { count });

  // Opening the rest takes the reader to the first review that appeared; closing keeps focus on the button, in view.
  const toggleAll = () => {
    const opening = !showAll;
    flushSync(() => setShowAll(opening));
    if (opening) (gridRef.current?.children[FIRST] as HTMLElement | undefined)?.focus();
    else moreRef.current?.scrollIntoView({ block: 'center' });
  };

  const show = (review: PendingReview) => {
    setAdded((current) => [review, ...current]);
    close();
  };

  return (
    <section className="section reviews" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{t('reviews.title')}</h2>
        {/* No reviews yet (reviews.yaml: []): an invitation, not a list that is empty. */}
        <p className="lead">{t(list.length > 0 ? 'reviews.intro' : 'reviews.none')}</p>

        <div className="reviews__bar">
          {count > 0 && (
            <p className="reviews__summary">
              <span className="stars" aria-hidden="true" style={starFill(Math.round(average * 2))} />
              <span aria-hidden="true">
                <strong>{t('reviews.average', { rating: averageText, max: 5 })}</strong> · {countText}
              </span>
              <span className="visually-hidden">{t('reviews.summary', { rating: averageText, max: 5, count: countText })}</span>
            </p>
          )}
          {!formOpen && (
            <button ref={openerRef} type="button" className="button button--secondary reviews__write" onClick={() => setFormOpen(true)}>
              {t('reviews.write')}
            </button>
          )}
          {/* Without JavaScript the form is a page of its own. */}
          <noscript>
            <PageLink to="writeReview" className="button button--secondary">
              {t('reviews.write')}
            </PageLink>
          </noscript>
        </div>

        {formOpen && (
          <Suspense fallback={<p aria-busy="true">{t('reviews.formTitle')}…</p>}>
            <ReviewForm existing={list} onAdded={show} onCancel={close} />
          </Suspense>
        )}

        {list.length > 0 && (
          <ul ref={gridRef} id={gridId} className="reviews__grid" data-collapsed={showAll ? undefined : ''}>
            {list.map((review, i) => (
              // A pending review written on /anmeldelse may share its id with a published one.
              <li key={'draft' in review ? review.draft : review.id} className="review card" tabIndex={i === FIRST ? -1 : undefined}>
                <p className="review__name">{review.name}</p>
                <Stars rating={review.rating} />
                {/* Published reviews are the visitors' own words, in Danish: not translated, but marked. */}
                <p className="review__comment" lang={lang !== 'da' && !('draft' in review) ? 'da' : undefined}>
                  {review.comment}
                </p>
                <p className="review__date">
                  <time dateTime={review.date}>{formatDate(review.date, lang)}</time>
                </p>
                {'draft' in review && <p className="review__pending">{t(pendingNote[review.state], { email: site.email })}</p>}
              </li>
            ))}
          </ul>
        )}
        {/* Only on a phone with JavaScript (ReviewsSection.css); elsewhere every review shows. */}
        {list.length > FIRST && (
          <button
            ref={moreRef}
            type="button"
            className="button button--secondary reviews__more"
            aria-expanded={showAll}
            aria-controls={gridId}
            onClick={toggleAll}
          >
            {showAll ? t('reviews.showFewer') : t('reviews.showAll', { count: list.length })}
          </button>
        )}
      </div>
    </section>
  );
}
