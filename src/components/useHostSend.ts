import { useRef, useState, type SubmitEvent } from 'react';
import type { FormName } from '@/content/forms';
import { formProvider } from '@/content/formHost';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import type { StaticRouteName } from '@/routes/routes';
import { site } from '@/content/site';
import type { SendResult } from './sendForm';
import { showToast } from './toast';

type SendState = 'idle' | 'sending' | 'failed';

/** The spec's 'Sender...' lasts at least this long (1.5 s), so the rhythm stays when the host answers at once. */
export const MIN_SENDING_MS = 1500;

/** Resolves after `ms`: 'Sender...' stays at least that long. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const loadSend = () => import('./sendForm');

/** Loads the sending code ahead of need: a form calls it when the visitor starts filling it in. */
export const prepareSend = (): void => void loadSend().catch(() => undefined);

/** Posts the fields; `failed` also when the sending code could not be fetched (nothing was sent). */
const post = (form: FormName, fields: Fields): Promise<SendResult> =>
  loadSend().then(
    (code) => code.sendForm(form, fields),
    () => 'failed' as const,
  );

/** The fields a form element would post without JavaScript (hidden ones and the honeypot included). */
function formFields(form: HTMLFormElement): Fields {
  const fields: Fields = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** A new e-mail to the owner with the message in it: the mailto setting, and the way out when sending fails. */
const mailtoHref = (subject: string, body: string) =>
  `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

type Fields = Record<string, string>;

/** A toast's texts; also what the alert under a form says after a failed send. */
export type Toast = { title: MessageKey; text: MessageKey };

/** What a failed send says unless the form says otherwise (Handlers.notSent). */
const NOT_SENT: Toast = { title: 'form.notSentTitle', text: 'form.notSentText' };
/** A form's record (src/content/forms.ts), its texts and its route checked against the real keys and routes. */
export type FormRecord = {
  name: FormName;
  fields: readonly string[];
  thanks: StaticRouteName;
  sent: Toast;
  mail: { subject: MessageKey; body: readonly (readonly [MessageKey, string?])[]; text?: string };
};

type Handlers = {
  /** The posted field `subject` and the e-mail's subject start with this (the contact form: area and deadline). */
  subjectPrefix?: string;
  /** What the e-mail shows instead of a posted value, e.g. a date in the visitor's words. */
  shown?: Fields;
  /** Called as the send starts, e.g. to fetch what shows after it or to keep the message meanwhile. */
  onSending?: () => void;
  /** The host has answered 2xx: the form is done. */
  onSent: (fields: Fields) => void;
  /** The send has ended, however: before onSent, or before the visitor is told it was not sent. */
  onSettled?: (result: SendResult) => void;
  /** What to say when it was not sent, if not NOT_SENT (a review kept to be sent again says so). */
  notSent?: (result: Exclude<SendResult, 'sent'>) => Toast;
};

/** What <HostForm> needs of a form's send: <HostForm send={useHostSend(…)}>. */
export type HostSend = {
  form: FormRecord;
  state: SendState;
  /** The message as an e-mail, once a send has failed. */
  mailto: string;
  /** What the alert under the form says once a send has failed. */
  failure: Toast;
  submit: (event: SubmitEvent<HTMLFormElement>) => void;
};

/**
 * Sends a form as src/content/forms.ts describes it, with fetch: 'Sender...' for at least the
 * spec's 1.5 s, success (and its toast) only on the host's 2xx, and on any failure an error
 * toast that says the message was NOT sent and offers the same message as an e-mail; the form
 * keeps what the visitor typed. A second submit while one is under way is ignored, so a double
 * click sends once.
 */
export function useHostSend(form: FormRecord, handlers: Handlers): HostSend {
  const { t } = useLanguage();
  const [state, setState] = useState<SendState>('idle');
  const [mailto, setMailto] = useState('');
  const [failure, setFailure] = useState(NOT_SENT);
  const busy = useRef(false);

  /** The e-mail's body: a line per field after its label ("Navn: …", "Har du en frist? …"), then the text. */
  const mailBody = (fields: Fields) => {
    const { body, text } = form.mail;
    const lines = body.map(([key, field]) => {
      const label = t(key);
      if (field === undefined) return label;
      return `${label}${label.endsWith('?') ? '' : ':'} ${handlers.shown?.[field] ?? fields[field] ?? ''}`;
    });
    return (text === undefined ? lines : [...lines, '', fields[text] ?? '']).join('\n');
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    // Read now: the fields as the form would post them without JavaScript.
    const posted = formFields(event.currentTarget);
    const prefix = handlers.subjectPrefix ? `${handlers.subjectPrefix} – ` : '';
    const href = mailtoHref(prefix + t(form.mail.subject, posted), mailBody(posted));
    const fields = prefix && 'subject' in posted ? { ...posted, subject: prefix + posted.subject } : posted;
    setMailto(href);
    if (formProvider === 'mailto') {
      window.location.href = href;
      showToast({ title: t('form.mailtoTitle'), description: t('form.mailtoText') });
      return;
    }
    busy.current = true;
    setState('sending');
    handlers.onSending?.();
    void Promise.all([post(form.name, fields), pause(MIN_SENDING_MS)]).then(([result]) => {
      busy.current = false;
      handlers.onSettled?.(result);
      if (result === 'sent') {
        setState('idle');
        handlers.onSent(fields);
        showToast({ title: t(form.sent.title), description: t(form.sent.text) });
        return;
      }
      const said = handlers.notSent?.(result) ?? NOT_SENT;
      setFailure(said);
      setState('failed');
      showToast({
        title: t(said.title),
        description: t(said.text),
        variant: 'destructive',
        action: { label: t('form.sendByEmail'), href },
      });
    });
  };

  return { form, state, mailto, failure, submit };
}
