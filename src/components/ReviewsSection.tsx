import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { useData } from '@/content/ContentStore';
import { site } from '@/content/site';
import type { Review } from '@/content/schema';
import type { PendingReview, PendingReviewsKey } from './pendingReviews';
import { Stars } from './Stars';
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
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const headingId = useId();

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

  const show = (review: PendingReview) => {
    setAdded((current) => [review, ...current]);
    close();
  };

  return (
    <section className="section reviews" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{t('reviews.title')}</h2>
        <p className="lead">{t('reviews.intro')}</p>

        {!formOpen && (
          <button ref={openerRef} type="button" className="button reviews__write" onClick={() => setFormOpen(true)}>
            {t('reviews.write')}
          </button>
        )}
        {/* Without JavaScript the form is a page of its own. */}
        <noscript>
          <PageLink to="writeReview" className="button">
            {t('reviews.write')}
          </PageLink>
        </noscript>

        {formOpen && (
          <Suspense fallback={<p aria-busy="true">{t('reviews.formTitle')}…</p>}>
            <ReviewForm existing={list} onAdded={show} onCancel={close} />
          </Suspense>
        )}

        <ul className="reviews__grid">
          {list.map((review) => (
            // A pending review written on /anmeldelse may share its id with a published one.
            <li key={'draft' in review ? review.draft : review.id} className="review card">
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
      </div>
    </section>
  );
}
