import { useEffect, useId, useRef, useState } from 'react';
import { reviewForm } from '@/content/forms/review';
import type { Review } from '@/content/schema';
import { useLanguage } from '@/i18n/LanguageContext';
import { addReview, type ReviewDraft } from './addReview';
import { HostForm } from './HostForm';
import { RatingInput } from './RatingInput';
import { showToast } from './toast';
import { useHostSend, type HostSend } from './useHostSend';

/**
 * Kept for this visitor until the owner publishes it (and sent again until it arrives): the
 * storage code loads as the visitor starts writing, so that it is there offline too.
 */
const pending = () => import('./pendingReviews');
const preloadPending = () => void pending().catch(() => undefined);

/** The spec's constants: a new review starts at 5 of 5 stars. */
const DEFAULT_RATING = 5;
const emptyDraft: ReviewDraft = { name: '', rating: DEFAULT_RATING, comment: '' };

type ReviewFormProps = {
  /** The reviews shown beside the form: the new one's id follows theirs (and the visitor's pending ones). */
  existing?: readonly Review[];
  /** An accepted review, to show at once. */
  onAdded: (review: Review) => void;
  /**
   * Opened by a button among the reviews (the home page): the form has its own heading, takes
   * the focus, and 'Annuller' closes it. Otherwise the page's heading names it (`aria-labelledby`).
   */
  onCancel?: () => void;
  'aria-labelledby'?: string;
};

/**
 * The review form, on the home page (opened by 'Skriv en anmeldelse', in its own chunk) and as
 * the page /anmeldelse (where the home page's link leads without JavaScript: a plain POST to
 * the host and its thank-you page). It starts empty with five stars. An accepted review is
 * thanked for and shown at once (the spec), kept for this visitor until the owner publishes it,
 * and sent to the owner through the same host as every form (src/content/forms/review.ts).
 */
export function ReviewForm({ existing = [], onAdded, onCancel, 'aria-labelledby': labelledBy }: ReviewFormProps) {
  const { t } = useLanguage();
  const [draft, setDraft] = useState(emptyDraft);
  // Its id in the storage (null: the storage code could not load), marked there once the host has it.
  const stored = useRef<Promise<number | null>>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), comment: useId() };
  const opened = onCancel !== undefined;
  useEffect(() => {
    if (opened) nameRef.current?.focus();
  }, [opened]);

  const send = useHostSend(reviewForm, {
    onSent: () => {
      const [added] = addReview(existing, draft);
      if (!added) return;
      stored.current = pending().then(
        (m) => m.addPending(added),
        () => null,
      );
      setDraft(emptyDraft);
      onAdded(added);
    },
    onSettled: (delivered) =>
      void stored.current?.then(async (id) => id !== null && (await pending()).settlePending(id, delivered)).catch(() => undefined),
  });
  // The spec's rule, which the browser's own check (required) does not make: name and comment
  // must not be blank once trimmed.
  const submit: HostSend['submit'] = (event) => {
    if (draft.name.trim() && draft.comment.trim()) {
      send.submit(event);
      return;
    }
    event.preventDefault();
    showToast({ title: t('reviews.errorTitle'), description: t('reviews.errorText'), variant: 'destructive' });
  };

  return (
    <HostForm
      send={{ ...send, submit }}
      className="review-form card"
      aria-label={onCancel ? t('reviews.formTitle') : undefined}
      aria-labelledby={labelledBy}
    >
      {onCancel && <h3>{t('reviews.formTitle')}</h3>}
      <div className="field">
        <label htmlFor={ids.name}>{t('reviews.formName')}</label>
        <input
          ref={nameRef}
          id={ids.name}
          name="name"
          type="text"
          autoComplete="name"
          required
          onFocus={preloadPending}
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
          onFocus={preloadPending}
          value={draft.comment}
          onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
        />
      </div>
      <div className="review-form__actions">
        {/* Shown at once: no 'Sender...' to wait for. */}
        <button type="submit" className="button">
          {t('reviews.submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('reviews.cancel')}
          </button>
        )}
      </div>
    </HostForm>
  );
}
