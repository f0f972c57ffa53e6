import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Review } from '@/content/schema';
import { dataHandling } from '@/content/dataHandling';
import { useLanguage } from '@/i18n/LanguageContext';
import { addReview, type ReviewDraft } from './addReview';
import { HostForm } from './HostForm';
import { RatingInput } from './RatingInput';
import { parsePending, readPendingRaw } from './pendingReviews';
import { markSent, storePending } from './storePendingReviews';
import { formFields, mailtoHref, sendForm } from './sendForm';
import { showToast } from './toast';

/** The spec's constants: a new review starts at 5 of 5 stars. */
const DEFAULT_RATING = 5;
const emptyDraft: ReviewDraft = { name: '', rating: DEFAULT_RATING, comment: '' };

type ReviewFormProps = {
  /** The reviews on the page: the new one's id follows theirs. */
  existing: readonly Review[];
  /** An accepted review, to show at once. */
  onAdded: (review: Review) => void;
  onCancel: () => void;
};

/**
 * The review form, in its own chunk: it loads when a visitor opens it. It starts empty with
 * five stars every time it opens. An accepted review shows at once (the spec), and goes to the
 * owner through the same host as every form; the owner publishes it in reviews.yaml.
 */
export function ReviewForm({ existing, onAdded, onCancel }: ReviewFormProps) {
  const { t } = useLanguage();
  const [draft, setDraft] = useState(emptyDraft);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), comment: useId() };
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = formFields(event.currentTarget);
    if (!draft.name.trim() || !draft.comment.trim()) {
      showToast({ title: t('reviews.errorTitle'), description: t('reviews.errorText'), variant: 'destructive' });
      return;
    }
    const [review] = addReview(existing, draft);
    if (!review) return;
    setDraft(emptyDraft);
    // Kept for this visitor until the owner publishes it (and sent again until it arrives).
    storePending([{ ...review, sent: false }, ...parsePending(readPendingRaw())]);
    showToast({ title: t('reviews.successTitle'), description: t('reviews.successText') });
    onAdded(review);
    if (dataHandling.forms.provider === 'mailto') {
      const body = `${t('reviews.formName')}: ${review.name}\n${t('reviews.formRating')}: ${review.rating}\n\n${review.comment}`;
      window.location.href = mailtoHref(t('reviewForm.mailSubject'), body);
      return;
    }
    // The section keeps showing it (and sends it again on the next visit) until it has arrived.
    void sendForm('review', fields).then((delivered) => {
      if (delivered) markSent(review.id);
      else showToast({ title: t('reviewForm.notSentTitle'), description: t('reviewForm.notSentText'), variant: 'destructive' });
    });
  };

  return (
    <HostForm
      name="review"
      thanks="reviewThanks"
      mailSubject={t('reviewForm.mailSubject')}
      className="review-form card"
      onSubmit={submit}
      aria-label={t('reviews.formTitle')}
    >
      <h3>{t('reviews.formTitle')}</h3>
      <div className="field">
        <label htmlFor={ids.name}>{t('reviews.formName')}</label>
        <input
          ref={nameRef}
          id={ids.name}
          name="name"
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
          name="comment"
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
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('reviews.cancel')}
        </button>
      </div>
    </HostForm>
  );
}
