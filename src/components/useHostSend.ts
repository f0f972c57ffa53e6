import { useRef, useState, type SubmitEvent } from 'react';
import type { FormName } from '@/content/forms';
import { formProvider } from '@/content/formHost';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import type { StaticRouteName } from '@/routes/routes';
import { site } from '@/content/site';
import { showToast } from './toast';

type SendState = 'idle' | 'sending' | 'failed';

/** The spec's 'Sender...' lasts at least this long (1.5 s), so the rhythm stays when the host answers at once. */
export const MIN_SENDING_MS = 1500;

/** Resolves after `ms`: 'Sender...' stays at least that long. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const loadSend = () => import('./sendForm');

/** Loads the sending code ahead of need: a form calls it when the visitor starts filling it in. */
export const prepareSend = (): void => void loadSend().catch(() => undefined);

/** Posts the fields; false when the host did not take them, or the sending code could not be fetched (nothing was sent). */
const post = (form: FormName, fields: Fields) =>
  loadSend().then(
    (code) => code.sendForm(form, fields),
    () => false,
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

type Toast = { title: MessageKey; text: MessageKey };
/** A form's record (src/content/forms.ts), its texts and its route checked against the real keys and routes. */
export type FormRecord = {
  name: FormName;
  fields: readonly string[];
  thanks: StaticRouteName;
  sent: Toast;
  mail: { subject: MessageKey; body: readonly (readonly [MessageKey, string?])[]; text?: string };
  atOnce?: { notSent: Toast };
};

type Handlers = {
  /** The posted field `subject` and the e-mail's subject start with this (the contact form: area and deadline). */
  subjectPrefix?: string;
  /** What the e-mail shows instead of a posted value, e.g. a date in the visitor's words. */
  shown?: Fields;
  /** Called as the send starts, e.g. to fetch what shows after it. */
  onSending?: () => void;
  /** The form is done: the host has answered 2xx, or at once for a form shown at once (forms.ts: atOnce). */
  onSent: (fields: Fields) => void;
  /** The host has it (true), or it could not be sent now (false). */
  onSettled?: (delivered: boolean) => void;
};

/** What <HostForm> needs of a form's send: <HostForm send={useHostSend(…)}>. */
export type HostSend = {
  form: FormRecord;
  state: SendState;
  /** The message as an e-mail, once a send has failed. */
  mailto: string;
  submit: (event: SubmitEvent<HTMLFormElement>) => void;
};

/**
 * Sends a form as src/content/forms.ts describes it, with fetch: 'Sender...' for at least the
 * spec's 1.5 s, success only on the host's 2xx, and on any failure an error toast that says the
 * message was NOT sent and offers the same message as an e-mail; the form keeps what the
 * visitor typed. A form shown at once (a review) is thanked for at once and sent behind it. A
 * second submit while one is under way is ignored, so a double click sends once.
 */
export function useHostSend(form: FormRecord, handlers: Handlers): HostSend {
  const { t } = useLanguage();
  const [state, setState] = useState<SendState>('idle');
  const [mailto, setMailto] = useState('');
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
    const { atOnce } = form;
    const done = () => {
      handlers.onSent(fields);
      showToast({ title: t(form.sent.title), description: t(form.sent.text) });
    };
    if (atOnce) done();
    if (formProvider === 'mailto') {
      window.location.href = href;
      showToast({ title: t('form.mailtoTitle'), description: t('form.mailtoText') });
      return;
    }
    busy.current = true;
    setState('sending');
    handlers.onSending?.();
    void Promise.all([post(form.name, fields), atOnce ?? pause(MIN_SENDING_MS)]).then(([ok]) => {
      busy.current = false;
      handlers.onSettled?.(ok);
      setState(ok ? 'idle' : 'failed');
      if (!ok)
        showToast({
          title: t(atOnce?.notSent.title ?? 'form.notSentTitle'),
          description: t(atOnce?.notSent.text ?? 'form.notSentText'),
          variant: 'destructive',
          action: { label: t('form.sendByEmail'), href },
        });
      else if (!atOnce) done();
    });
  };

  return { form, state, mailto, submit };
}
