import type { FormHTMLAttributes, ReactNode } from 'react';
import { formEndpoint, formHoneypot, formProvider } from '@/content/formHost';
import { useLanguage } from '@/i18n/LanguageContext';
import { hrefIn } from '@/routes/href';
import { PageLink } from './PageLink';
import { site } from '@/content/site';
import { prepareToasts } from './toast';
import { prepareSend, type HostSend } from './useHostSend';

type HostFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'name' | 'method' | 'action' | 'encType' | 'onSubmit'> & {
  /** The form's send: useHostSend(name, …). */
  send: HostSend;
  children: ReactNode;
};

/**
 * A form as the configured host receives it (site.yaml: forms.provider). Without JavaScript it
 * is a plain POST: to Netlify, which stores it and shows the thank-you page; to the form
 * service; or, with mailto, into the visitor's e-mail program. Netlify finds it in the
 * prerendered HTML by its name and data-netlify. Personal data is never sent as a GET. With
 * JavaScript, `send` takes over; after a failed send the message is offered as an e-mail.
 */
export function HostForm({ send, children, ...form }: HostFormProps) {
  const { t, lang } = useLanguage();
  const { name, thanks, mail } = send.form;
  const action =
    formProvider === 'endpoint'
      ? formEndpoint
      : formProvider === 'mailto'
        ? // Without JavaScript the subject's {fields} are not known yet.
          `mailto:${site.email}?subject=${encodeURIComponent(t(mail.subject).replace(/\{\w+\}/g, ''))}`
        : import.meta.env.BASE_URL.replace(/\/$/, '') + hrefIn(lang, thanks);
  const netlify = formProvider === 'netlify' ? { 'data-netlify': 'true', 'netlify-honeypot': formHoneypot } : {};
  return (
    <form
      name={name}
      method="post"
      action={action}
      encType={formProvider === 'mailto' ? 'text/plain' : undefined}
      onFocus={() => {
        // A visitor who starts filling it in may send: the toasts and the sending code come now.
        prepareToasts();
        prepareSend();
      }}
      onSubmit={send.submit}
      {...netlify}
      {...form}
    >
      <input type="hidden" name="form-name" value={name} />
      {/* The honeypot: never shown, so only a bot fills it in. */}
      <p hidden>
        <label>
          {t('form.honeypot')} <input type="text" name={formHoneypot} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {children}
      {send.state === 'failed' && (
        // Stays under the form after a failed send, with the same message as an e-mail.
        <div className="host-form__alert" role="alert">
          <p>
            <strong>{t(send.failure.title)}</strong>
          </p>
          <p>{t(send.failure.text, send.failure.values)}</p>
          <p>
            <a href={send.mailto}>{t('form.sendByEmail')}</a>
          </p>
        </div>
      )}
      <p className="host-form__privacy">
        <PageLink to="privacy">{t('form.privacyLink')}</PageLink>
      </p>
    </form>
  );
}
