import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageMeta } from '@/app/PageMeta';
import { HostForm } from '@/components/HostForm';
import { SendFailed } from '@/components/SendFailed';
import { showToast } from '@/components/toast';
import { useHostSend } from '@/components/useHostSend';
import { useLanguage } from '@/i18n/LanguageContext';
import { href } from '@/routes/href';

const ratings = [5, 4, 3, 2, 1] as const;

/**
 * The review form as a page of its own, where the home page's "Skriv en anmeldelse" leads
 * without JavaScript: a plain form that posts to the host and lands on its thank-you page.
 * With JavaScript it is sent like every form and the visitor returns to the home page.
 */
export function WriteReview() {
  const { t } = useLanguage();
  const [, navigate] = useLocation();
  const { state, mailto, submit } = useHostSend('review');
  const [draft, setDraft] = useState({ name: '', rating: '5', comment: '' });
  const id = useId();
  usePageMeta(t('reviews.formTitle'), t('reviews.pageIntro'));
  return (
    <section className="page-header">
      <div className="container write-review">
        <h1 id={`${id}-title`}>{t('reviews.formTitle')}</h1>
        <p className="lead">{t('reviews.pageIntro')}</p>
        <HostForm
          name="review"
          thanks="reviewThanks"
          mailSubject={t('reviewForm.mailSubject')}
          className="review-form card"
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            // The spec's rule: name and comment must not be blank once trimmed.
            if (!draft.name.trim() || !draft.comment.trim()) {
              event.preventDefault();
              showToast({ title: t('reviews.errorTitle'), description: t('reviews.errorText'), variant: 'destructive' });
              return;
            }
            submit(event, {
              mail: { subject: t('reviewForm.mailSubject'), body: `${draft.name} (${draft.rating}/5)\n\n${draft.comment}` },
              sent: { title: t('reviews.successTitle'), description: t('reviews.successText') },
              onSent: () => navigate(href('home')),
            });
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('reviews.formName')}</label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-rating`}>{t('reviews.formRating')}</label>
            <select id={`${id}-rating`} name="rating" value={draft.rating} onChange={(e) => setDraft({ ...draft, rating: e.target.value })}>
              {ratings.map((n) => (
                <option key={n} value={n}>
                  {t('reviews.starsLabel', { rating: n, max: 5 })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-comment`}>{t('reviews.formComment')}</label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={5}
              required
              value={draft.comment}
              onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
            />
          </div>
          <button type="submit" className="button" aria-disabled={state === 'sending' || undefined}>
            {state === 'sending' ? t('form.sending') : t('reviews.submit')}
          </button>
          {state === 'failed' && <SendFailed mailto={mailto} />}
        </HostForm>
      </div>
    </section>
  );
}
