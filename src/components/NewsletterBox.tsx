import { useId, useState, type InvalidEvent } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { feedHref } from '@/content/pagePayload';
import { newsletterAction, newsletterEmailField } from '@/content/formHost';
import { PageLink } from './PageLink';

/**
 * Sign-up for the newsletter, shown only with a list service (site.yaml `newsletter`; BlogList):
 * the form posts the address to it, the service asks the visitor to confirm by e-mail and sends
 * the newsletter, and the visitor sees its answer page.
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
          // No name: the list service gets the address only; the box is the visitor's consent to send it.
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
      <button type="submit" className="button">
        {t('newsletter.subscribe')}
      </button>
    </>
  );
  return (
    <section className="newsletter card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <form method="post" action={newsletterAction} aria-labelledby={`${id}-title`}>
        {fields}
        <p className="host-form__privacy">
          <PageLink to="privacy">{t('form.privacyLink')}</PageLink>
        </p>
      </form>
      <p className="newsletter__note">
        <a href={feedHref(lang)}>{t('newsletter.feed')}</a>
      </p>
    </section>
  );
}
