import { useId } from 'react';
import { useLocation } from 'wouter';
import { usePageMeta } from '@/app/PageMeta';
import { ReviewForm } from '@/components/ReviewForm';
import { useLanguage } from '@/i18n/LanguageContext';
import { hrefIn } from '@/routes/href';

/**
 * The review form as a page of its own, where the home page's "Skriv en anmeldelse" leads
 * without JavaScript: the same form as on the home page, posted to the host, landing on its
 * thank-you page. With JavaScript it is sent as on the home page, and the visitor returns there
 * to see it first among the reviews.
 */
export function WriteReview() {
  const { t, lang } = useLanguage();
  const [, navigate] = useLocation();
  const id = useId();
  usePageMeta(t('reviews.formTitle'), t('reviews.pageIntro'));
  return (
    <section className="page-header">
      <div className="container write-review">
        <h1 id={`${id}-title`}>{t('reviews.formTitle')}</h1>
        <p className="lead">{t('reviews.pageIntro')}</p>
        <ReviewForm aria-labelledby={`${id}-title`} onAdded={() => navigate(hrefIn(lang, 'home'))} />
      </div>
    </section>
  );
}
