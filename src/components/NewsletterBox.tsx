import { useId } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';

/**
 * The spec gives the newsletter no behaviour: nothing is sent and no success is faked.
 * The form says so, and submitting it does nothing but keep the visitor where they are.
 */
export function NewsletterBox() {
  const { t } = useLanguage();
  const emailId = useId();
  const noteId = useId();
  return (
    <section className="newsletter card" aria-labelledby={`${emailId}-title`}>
      <h2 id={`${emailId}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <form className="newsletter__form" onSubmit={(e) => e.preventDefault()} aria-describedby={noteId}>
        <label htmlFor={emailId} className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <input id={emailId} type="email" autoComplete="email" placeholder={t('newsletter.placeholder')} />
        <button type="submit" className="button">
          {t('newsletter.subscribe')}
        </button>
      </form>
      <p id={noteId} className="newsletter__note">
        {t('newsletter.note')}
      </p>
    </section>
  );
}
