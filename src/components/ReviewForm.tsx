import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Review } from '@/content/schema';
import { dataHandling } from '@/content/dataHandling';
import { useLanguage } from '@/i18n/LanguageContext';
import { HostForm } from './HostForm';
import { RatingInput } from './RatingInput';
import { parsePending, readPendingRaw } from './pendingReviews';
import { markSent, storePending } from './storePendingReviews';
import { formFields, mailtoHref, sendForm } from './sendForm';
import { showToast } from './toast';

/** The spec's constants: a new review starts at 5 of 5 stars. */
export const DEFAULT_RATING = 5;
export type ReviewDraft = { name: string; rating: number; comment: string };
const emptyDraft: ReviewDraft = { name: '', rating: DEFAULT_RATING, comment: '' };

type ReviewFormProps = {
  /** The review as added to the page, or null when the draft was refused (the spec's error toast). */
  onSubmit: (draft: ReviewDraft) => Review | null;
  onCancel: () => void;
};

/**
 * The review form, in its own chunk: it loads when a visitor opens it. It starts empty with
 * five stars every time it opens. An accepted review shows at once (the spec), and goes to the
 * owner through the same host as every form; the owner publishes it in reviews.yaml.
 */
export function ReviewForm({ onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useLanguage();
  const [draft, setDraft] = useState(emptyDraft);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), comment: useId() };
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = formFields(event.currentTarget);
    const review = onSubmit(draft);
    if (!review) return;
    setDraft(emptyDraft);
    // Kept for this visitor until the owner publishes it (and sent again until it arrives).
    storePending([{ ...review, sent: false }, ...parsePending(readPendingRaw())]);
    if (dataHandling.forms.provider === 'mailto') {
      const body = `${t('reviews.formName')}: ${review.name}\n${t('reviews.formRating')}: ${review.rating}\n\n${review.comment}`;
      window.location.href = mailtoHref(t('form.reviewMailSubject'), body);
      return;
    }
    // The section keeps showing it (and sends it again on the next visit) until it has arrived.
    void sendForm('review', fields).then((delivered) => {
      if (delivered) markSent(review.id);
      else showToast({ title: t('form.reviewNotSentTitle'), description: t('form.reviewNotSentText'), variant: 'destructive' });
    });
  };

  return (
    <HostForm
      name="review"
      thanks="reviewThanks"
      mailSubject={t('form.reviewMailSubject')}
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
