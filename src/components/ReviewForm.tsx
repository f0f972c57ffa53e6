import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { RatingInput } from './RatingInput';

/** The spec's constants: a new review starts at 5 of 5 stars. */
export const DEFAULT_RATING = 5;
export type ReviewDraft = { name: string; rating: number; comment: string };
const emptyDraft: ReviewDraft = { name: '', rating: DEFAULT_RATING, comment: '' };

/**
 * The review form, in its own chunk: it loads when a visitor opens it. It starts empty with
 * five stars every time it opens; `onSubmit` returns whether the review was accepted.
 */
export function ReviewForm({ onSubmit, onCancel }: { onSubmit: (draft: ReviewDraft) => boolean; onCancel: () => void }) {
  const { t } = useLanguage();
  const [draft, setDraft] = useState(emptyDraft);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), comment: useId() };
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onSubmit(draft)) setDraft(emptyDraft);
  };

  return (
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
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  );
}
