import { useId, useState } from 'react';
import { newsletterForm } from '@/content/forms/newsletter';
import { CHECKED } from '@/content/forms/values';
import { useLanguage } from '@/i18n/LanguageContext';
import { feedHref } from '@/content/pagePayload';
import { HostForm } from './HostForm';
import { useHostSend } from './useHostSend';

/** Sign-up for the newsletter: the address reaches the owner through the same host as every form. */
export function NewsletterBox() {
  const { t, lang } = useLanguage();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const send = useHostSend(newsletterForm, {
    onSent: () => {
      setEmail('');
      setConsent(false);
    },
  });
  const id = useId();
  return (
    <section className="newsletter card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <HostForm send={send} aria-labelledby={`${id}-title`}>
        <div className="newsletter__form">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {t('newsletter.emailLabel')}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="button" aria-disabled={send.state === 'sending' || undefined}>
            {send.state === 'sending' ? t('form.sending') : t('newsletter.subscribe')}
          </button>
        </div>
        <div className="field field--check newsletter__consent">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value={CHECKED}
            required
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <label htmlFor={`${id}-consent`}>{t('newsletter.consent')}</label>
        </div>
      </HostForm>
      <p className="newsletter__note">
        <a href={feedHref(lang)}>{t('newsletter.feed')}</a>
      </p>
    </section>
  );
}
