import type { FormHTMLAttributes, ReactNode } from 'react';
import { HONEYPOT, type FormName } from '@/content/forms';
import { dataHandling } from '@/content/dataHandling';
import { site } from '@/content/site';
import { useLanguage } from '@/i18n/LanguageContext';
import { href } from '@/routes/href';
import type { StaticRouteName } from '@/routes/routes';
import { PageLink } from './PageLink';
import { prepareToasts } from './toast';

type HostFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'name' | 'method' | 'action' | 'encType'> & {
  name: FormName;
  /** Where the visitor lands after posting without JavaScript. */
  thanks: StaticRouteName;
  /** The subject line when the form opens the visitor's e-mail program (forms.provider: mailto). */
  mailSubject: string;
  children: ReactNode;
};

/**
 * A form as the configured host receives it (site.yaml: forms.provider). Without JavaScript it
 * is a plain POST: to Netlify, which stores it and shows the thank-you page; to the form
 * service; or, with mailto, into the visitor's e-mail program. Netlify finds it in the
 * prerendered HTML by its name and data-netlify. Personal data is never sent as a GET.
 */
export function HostForm({ name, thanks, mailSubject, children, ...form }: HostFormProps) {
  const { t } = useLanguage();
  const { forms } = dataHandling;
  const action =
    forms.provider === 'endpoint'
      ? forms.endpoint
      : forms.provider === 'mailto'
        ? `mailto:${site.email}?subject=${encodeURIComponent(mailSubject)}`
        : import.meta.env.BASE_URL.replace(/\/$/, '') + href(thanks);
  const netlify = forms.provider === 'netlify' ? { 'data-netlify': 'true', 'netlify-honeypot': HONEYPOT } : {};
  return (
    <form
      name={name}
      method="post"
      action={action}
      encType={forms.provider === 'mailto' ? 'text/plain' : undefined}
      onFocus={prepareToasts}
      {...netlify}
      {...form}
    >
      <input type="hidden" name="form-name" value={name} />
      {/* The honeypot: never shown, so only a bot fills it in. */}
      <p hidden>
        <label>
          {t('form.honeypot')} <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {children}
      <p className="host-form__privacy">
        <PageLink to="privacy">{t('form.privacyLink')}</PageLink>
      </p>
    </form>
  );
}
