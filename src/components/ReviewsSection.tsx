import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { reviews as initialReviews } from '@/content/reviews';
import type { Review } from '@/content/schema';
import { Stars } from './Stars';
import { RatingInput } from './RatingInput';
import { showToast } from './toast';
import './ReviewsSection.css';

/** The spec's constants: a new review starts at 5 of 5 stars. */
export const DEFAULT_RATING = 5;
const emptyDraft = { name: '', rating: DEFAULT_RATING, comment: '' };

/** Today's date as YYYY-MM-DD in the visitor's own time zone. */
function todayIso(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/** The spec's rule: id is the list length plus one, the date is today, and it goes first. */
export function addReview(list: readonly Review[], draft: { name: string; rating: number; comment: string }, date = todayIso()): Review[] {
  return [{ id: list.length + 1, name: draft.name.trim(), rating: draft.rating, comment: draft.comment.trim(), date }, ...list];
}

export function ReviewsSection() {
  const { t, lang } = useLanguage();
  const [list, setList] = useState<Review[]>(initialReviews);
  const [formOpen, setFormOpen] = useState(false);
  const [draft, setDraft] = useState(emptyDraft);
  const nameRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const ids = { heading: useId(), name: useId(), comment: useId() };

  // Focus follows the form: into it when it opens, back to its button when it closes.
  useEffect(() => {
    if (formOpen) nameRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);

  const close = () => {
    setDraft(emptyDraft);
    setFormOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim() || !draft.comment.trim()) {
      showToast({ title: t('reviews.errorTitle'), description: t('reviews.errorText'), variant: 'destructive' });
      return;
    }
    setList((current) => addReview(current, draft));
    showToast({ title: t('reviews.successTitle'), description: t('reviews.successText') });
    close();
  };

  return (
    <section className="section reviews" aria-labelledby={ids.heading}>
      <div className="container">
        <h2 id={ids.heading}>{t('reviews.title')}</h2>
        <p className="lead">{t('reviews.intro')}</p>

        {!formOpen && (
          <button ref={openerRef} type="button" className="button" onClick={() => setFormOpen(true)}>
            {t('reviews.write')}
          </button>
        )}

        {formOpen && (
          <form className="review-form card" onSubmit={submit} aria-label={t('reviews.formTitle')}>
            <h3>{t('reviews.formTitle')}</h3>
            <div className="field">
              <label htmlFor={ids.name}>{t('reviews.formName')}</label>
              <input
                ref={nameRef}
                id={ids.name}
                type="text"
                autoComplete="name"
                required
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            </div>
            <RatingInput value={draft.rating} onChange={(rating) => setDraft({ ...draft, rating })} />
            <div className="field">
              <label htmlFor={ids.comment}>{t('reviews.formComment')}</label>
              <textarea
                id={ids.comment}
                rows={4}
                required
                value={draft.comment}
                onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
              />
            </div>
            <div className="review-form__actions">
              <button type="submit" className="button">
                {t('reviews.submit')}
              </button>
              <button type="button" className="button button--secondary" onClick={close}>
                {t('reviews.cancel')}
              </button>
            </div>
          </form>
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
