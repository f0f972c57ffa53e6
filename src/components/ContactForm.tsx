import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { showToast } from './toast';

/** The spec's simulated send time. Nothing is sent anywhere. */
export const CONTACT_SUBMIT_DELAY_MS = 1500;

const empty = { name: '', email: '', phone: '', subject: '', message: '' };
type Field = keyof typeof empty;

export function ContactForm() {
  const { t } = useLanguage();
  const [values, setValues] = useState(empty);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  // Native validation (required, type=email) has already passed when this runs.
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    timer.current = setTimeout(() => {
      showToast({ title: t('contact.sentTitle'), description: t('contact.sentText') });
      setValues(empty);
      setSubmitting(false);
    }, CONTACT_SUBMIT_DELAY_MS);
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form className="contact-form card" onSubmit={submit} aria-labelledby={`${id}-title`}>
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
        <textarea rows={5} required {...field('message')} />
      </div>
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
