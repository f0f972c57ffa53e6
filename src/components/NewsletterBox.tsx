import { useId, useState, type InvalidEvent } from 'react';
import { newsletterForm } from '@/content/forms/newsletter';
import { CHECKED } from '@/content/forms/values';
import { useLanguage } from '@/i18n/LanguageContext';
import { feedHref } from '@/content/pagePayload';
import { newsletterAction, newsletterEmailField } from '@/content/formHost';
import { HostForm } from './HostForm';
import { useHostSend } from './useHostSend';

/**
 * Sign-up for the newsletter. With a list service (site.yaml `newsletter`) the form posts the
 * address to it, and the service asks the visitor to confirm by e-mail and sends the newsletter;
 * the visitor sees its answer page. Without one the address reaches the owner through the same
 * host as every form (the publish check refuses that for a real site).
 */
type Field = 'email' | 'consent';

export function NewsletterBox() {
  const { t, lang } = useLanguage();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  // The first field a send found wrong says so under it, in the page's language, instead of the
  // browser's bubble, and takes the focus (a screen reader reads the message as its description);
  // writing in it clears the mark.
  const [wrong, setWrong] = useState<Field | null>(null);
  const check = (field: Field) => ({
    'aria-invalid': wrong === field,
    'aria-describedby': wrong === field ? `${id}-error` : undefined,
    onInvalid: (e: InvalidEvent<HTMLInputElement>) => {
      e.preventDefault();
      if (document.activeElement?.matches(':invalid')) return;
      e.currentTarget.focus();
      setWrong(field);
    },
  });
  const error = (field: Field) =>
    wrong === field && (
      <p id={`${id}-error`} className="field__error">
        {t(`newsletter.${field}Wrong`)}
      </p>
    );
  const send = useHostSend(newsletterForm, {
    onSent: () => {
      setEmail('');
      setConsent(false);
    },
  });
  const id = useId();
  // In the order a visitor answers them: the address, the consent, then the button.
  const fields = (
    <>
      <div className="field newsletter__email">
        {/* Seen, not only heard: a placeholder is no label (it goes as the visitor types). */}
        <label htmlFor={`${id}-email`}>{t('newsletter.emailLabel')}</label>
        <input
          id={`${id}-email`}
          // "email" unless a list service names its field otherwise (the build writes it either way).
          name={newsletterEmailField}
          type="email"
          autoComplete="email"
          required
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setWrong(null);
          }}
          {...check('email')}
        />
        {error('email')}
      </div>
      <div className="field field--check newsletter__consent">
        <input
          id={`${id}-consent`}
          type="checkbox"
          // The list service gets the address only; the box is the visitor's consent to send it.
          name={newsletterAction ? undefined : 'consent'}
          value={CHECKED}
          required
          checked={consent}
          onChange={(e) => {
            setConsent(e.target.checked);
            setWrong(null);
          }}
          {...check('consent')}
        />
        <label htmlFor={`${id}-consent`}>{t('newsletter.consent')}</label>
        {error('consent')}
      </div>
      <button type="submit" className="button" aria-disabled={send.state === 'sending' || undefined}>
        {send.state === 'sending' ? t('form.sending') : t('newsletter.subscribe')}
      </button>
    </>
  );
  return (
    <section className="newsletter card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      {newsletterAction ? (
        <form method="post" action={newsletterAction} aria-labelledby={`${id}-title`}>
          {fields}
        </form>
      ) : (
        <HostForm send={send} aria-labelledby={`${id}-title`}>
          {fields}
        </HostForm>
      )}
      <p className="newsletter__note">
        <a href={feedHref(lang)}>{t('newsletter.feed')}</a>
      </p>
    </section>
  );
}
