import { useId, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { HostForm } from './HostForm';
import { SendFailed } from './SendFailed';
import { useHostSend } from './useHostSend';

const feedUrl = `${import.meta.env.BASE_URL}feed.xml`;

/** Sign-up for the newsletter: the address reaches the owner through the same host as every form. */
export function NewsletterBox() {
  const { t } = useLanguage();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const { state, mailto, submit } = useHostSend('newsletter');
  const id = useId();
  return (
    <section className="newsletter card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <HostForm
        name="newsletter"
        thanks="newsletterThanks"
        mailSubject={t('newsletter.mailSubject')}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) =>
          submit(event, {
            mail: { subject: t('newsletter.mailSubject'), body: `${t('newsletter.emailLabel')}: ${email}\n${t('newsletter.consent')}` },
            sent: { title: t('newsletter.sentTitle'), description: t('newsletter.sentText') },
            onSent: () => {
              setEmail('');
              setConsent(false);
            },
          })
        }
      >
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
          <button type="submit" className="button" aria-disabled={state === 'sending' || undefined}>
            {state === 'sending' ? t('form.sending') : t('newsletter.subscribe')}
          </button>
        </div>
        <div className="field field--check newsletter__consent">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="ja"
            required
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <label htmlFor={`${id}-consent`}>{t('newsletter.consent')}</label>
        </div>
        {state === 'failed' && <SendFailed mailto={mailto} />}
      </HostForm>
      <p className="newsletter__note">
        <a href={feedUrl}>{t('newsletter.feed')}</a>
      </p>
    </section>
  );
}
