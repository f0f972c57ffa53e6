import { useId, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { HostForm } from './HostForm';
import { PageLink } from './PageLink';
import { SendFailed } from './SendFailed';
import { useHostSend } from './useHostSend';

const empty = { name: '', email: '', phone: '', subject: '', message: '' };
type Field = keyof typeof empty;

export function ContactForm() {
  const { t } = useLanguage();
  const [values, setValues] = useState(empty);
  const [consent, setConsent] = useState(false);
  const { state, mailto, submit } = useHostSend('contact');
  const id = useId();

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const mailBody = [
    `${t('contact.name')}: ${values.name}`,
    `${t('contact.email')}: ${values.email}`,
    `${t('contact.phone')}: ${values.phone}`,
    `${t('contact.subject')}: ${values.subject}`,
    '',
    values.message,
  ].join('\n');

  return (
    <HostForm
      name="contact"
      thanks="contactThanks"
      mailSubject={t('contact.mailSubject', { subject: values.subject })}
      className="contact-form card"
      aria-labelledby={`${id}-title`}
      // Native validation (required, type=email) has already passed when this runs.
      onSubmit={(event) =>
        submit(event, {
          mail: { subject: t('contact.mailSubject', { subject: values.subject }), body: mailBody },
          sent: { title: t('contact.sentTitle'), description: t('contact.sentText') },
          onSent: () => {
            setValues(empty);
            setConsent(false);
          },
        })
      }
    >
      <h2 id={`${id}-title`}>{t('contact.formTitle')}</h2>
      <p className="contact-form__note">{t('contact.requiredNote')}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('contact.name')} *</label>
        <input type="text" autoComplete="name" required {...field('name')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('contact.email')} *</label>
        <input type="email" autoComplete="email" required {...field('email')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t('contact.phone')}</label>
        <input type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('contact.subject')} *</label>
        <input type="text" required {...field('subject')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('contact.message')} *</label>
        <textarea rows={5} required aria-describedby={`${id}-hint`} {...field('message')} />
        <p id={`${id}-hint`} className="field__hint">
          {t('contact.messageHint')}
        </p>
      </div>
      <div className="field field--check">
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          value="ja"
          required
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <label htmlFor={`${id}-consent`}>
          {t('contact.consent')} * <PageLink to="privacy">{t('contact.consentLink')}</PageLink>
        </label>
      </div>
      <button type="submit" className="button" aria-disabled={state === 'sending' || undefined}>
        {state === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
      {state === 'failed' && <SendFailed mailto={mailto} />}
    </HostForm>
  );
}
