import { useRef, useState, type SubmitEvent } from 'react';
import type { FormName } from '@/content/forms';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import type { StaticRouteName } from '@/routes/routes';
import { site } from '@/content/site';
import type { SendResult } from './sendForm';

export type SendState = 'idle' | 'sending' | 'failed';

const loadSend = () => import('./sendForm');

/** Loads the sending code ahead of need: a form calls it when the visitor starts filling it in. */
export const prepareSend = (): void => void loadSend().catch(() => undefined);

/** The fields a form element would post without JavaScript (hidden ones and the honeypot included), less those left out. */
function formFields(form: HTMLFormElement, leaveOut: readonly string[]): Fields {
  const fields: Fields = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && !leaveOut.includes(name)) fields[name] = value;
  return fields;
}

export type Fields = Record<string, string>;

/** A toast's texts; also what the alert under a form says after a failed send. */
export type Toast = { title: MessageKey; text: MessageKey; values?: Record<string, string> };

/** What a failed send says unless the form says otherwise (Handlers.notSent). */
export const NOT_SENT: Toast = { title: 'form.notSentTitle', text: 'form.notSentText' };

/** A form's record (src/content/forms.ts), its texts and its route checked against the real keys and routes. */
export type FormRecord = {
  name: FormName;
  thanks: StaticRouteName;
  sent: Toast;
  mail: { subject: MessageKey; body: readonly (readonly [MessageKey, string?])[]; text?: string };
};

export type Handlers = {
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
  /** What to say when it was not sent, if not the default (a review kept to be sent again says so). */
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
  /** Sends the form as a submit would, less the fields named (a form that checks itself first). */
  send: (element: HTMLFormElement, leaveOut?: readonly string[]) => void;
};

/** What the sending code (sendForm.ts, loaded on demand) needs of the form and its page. */
export type SendView = {
  form: FormRecord;
  handlers: Handlers;
  t: (key: MessageKey, values?: Record<string, string>) => string;
  setState: (state: SendState) => void;
  setMailto: (href: string) => void;
  setFailure: (failure: Toast) => void;
  /** What to say when it was not sent: the form's own words (Handlers.notSent), or NOT_SENT (sendForm.ts says why where it can). */
  notSent: (result: Exclude<SendResult, 'sent'>) => Toast;
};

/**
 * Sends a form as src/content/forms.ts describes it (the how is in sendForm.ts, fetched when the
 * visitor starts filling the form in, not with the page): 'Sender...' for at least the spec's
 * 1.5 s, success (and its toast) only on the host's 2xx, and on any failure an error toast that
 * says the message was NOT sent and offers the same message as an e-mail; the form keeps what
 * the visitor typed. A second submit while one is under way is ignored, so a double click sends
 * once. If the sending code itself cannot be fetched (offline), nothing was sent, and it says so.
 */
export function useHostSend(form: FormRecord, handlers: Handlers): HostSend {
  const { t } = useLanguage();
  const [state, setState] = useState<SendState>('idle');
  const [mailto, setMailto] = useState('');
  const [failure, setFailure] = useState(NOT_SENT);
  const busy = useRef(false);

  const send = (element: HTMLFormElement, leaveOut: readonly string[] = []) => {
    if (busy.current) return;
    busy.current = true;
    // Read now: the fields as the form would post them without JavaScript, less those left out.
    const fields = formFields(element, leaveOut);
    const view: SendView = {
      form,
      handlers,
      t,
      setState,
      setMailto,
      setFailure,
      notSent: handlers.notSent ?? (() => NOT_SENT),
    };
    void loadSend()
      .then(
        (code) => code.sendFromPage(fields, view),
        () => {
          // Offline: the code that would send, or write the message into an e-mail, did not
          // arrive (nor would the toast's). The alert under the form says it was not sent, with
          // the address; the form still holds the message.
          setMailto(`mailto:${site.email}`);
          setFailure(NOT_SENT);
          setState('failed');
        },
      )
      .finally(() => (busy.current = false));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
  };

  return { form, state, mailto, failure, submit, send };
}
