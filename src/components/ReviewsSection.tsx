import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { reviews as initialReviews } from '@/content/reviews';
import type { Review } from '@/content/schema';
import { Stars } from './Stars';
import type { ReviewDraft } from './ReviewForm';
import { showToast } from './toast';

const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

/** Today's date as YYYY-MM-DD in the visitor's own time zone. */
function todayIso(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/** The spec's rule: id is the list length plus one, the date is today, and it goes first. */
export function addReview(list: readonly Review[], draft: ReviewDraft, date = todayIso()): Review[] {
  return [{ id: list.length + 1, name: draft.name.trim(), rating: draft.rating, comment: draft.comment.trim(), date }, ...list];
}

export function ReviewsSection() {
  const { t, lang } = useLanguage();
  const [list, setList] = useState<Review[]>(initialReviews);
  const [formOpen, setFormOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const headingId = useId();

  // Focus returns to the button when the form closes (the form focuses itself on opening).
  useEffect(() => {
    if (!formOpen && wasOpen.current) openerRef.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);

  const close = () => setFormOpen(false);

  const submit = (draft: ReviewDraft) => {
    if (!draft.name.trim() || !draft.comment.trim()) {
      showToast({ title: t('reviews.errorTitle'), description: t('reviews.errorText'), variant: 'destructive' });
      return false;
    }
    setList((current) => addReview(current, draft));
    showToast({ title: t('reviews.successTitle'), description: t('reviews.successText') });
    close();
    return true;
  };

  return (
    <section className="section reviews" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{t('reviews.title')}</h2>
        <p className="lead">{t('reviews.intro')}</p>

        {!formOpen && (
          <button ref={openerRef} type="button" className="button" onClick={() => setFormOpen(true)}>
            {t('reviews.write')}
          </button>
        )}

        {formOpen && (
          <Suspense fallback={<p aria-busy="true">{t('reviews.formTitle')}…</p>}>
            <ReviewForm onSubmit={submit} onCancel={close} />
          </Suspense>
        )}

        <ul className="reviews__grid">
          {list.map((review) => (
            <li key={review.id} className="review card">
              <p className="review__name">{review.name}</p>
              <Stars rating={review.rating} />
              <p className="review__comment">{review.comment}</p>
              <p className="review__date">
                <time dateTime={review.date}>{formatDate(review.date, lang)}</time>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
