import { useRef, useState, type SubmitEvent } from 'react';
import type { FormName } from '@/content/forms';
import { dataHandling } from '@/content/dataHandling';
import { useLanguage } from '@/i18n/LanguageContext';
import { formFields, mailtoHref, MIN_SENDING_MS, pause, sendForm } from './sendForm';
import { showToast, type ToastMessage } from './toast';

type SendState = 'idle' | 'sending' | 'failed';

type Message = {
  /** The e-mail the visitor can send instead: subject and plain-text body. */
  mail: { subject: string; body: string };
  /** Called as the send starts, e.g. to fetch what shows after it. */
  onSending?: () => void;
  /** Shown, and the form cleared, only once the host has answered 2xx. */
  onSent: () => void;
  sent: Pick<ToastMessage, 'title' | 'description'>;
  /** Changes what is posted, e.g. the area and deadline first in the subject the owner is notified by. */
  fields?: (posted: Record<string, string>) => Record<string, string>;
};

/**
 * Sends a HostForm with fetch: 'Sender...' for at least the spec's 1.5 s, success only on the
 * host's 2xx, and on any failure an error toast that says the message was NOT sent and offers
 * the same message as an e-mail. The form keeps what the visitor typed. A second submit while
 * one is under way is ignored, so a double click sends once.
 */
export function useHostSend(form: FormName) {
  const { t } = useLanguage();
  const [state, setState] = useState<SendState>('idle');
  const [mailto, setMailto] = useState('');
  const busy = useRef(false);

  const submit = (event: SubmitEvent<HTMLFormElement>, message: Message) => {
    event.preventDefault();
    if (busy.current) return;
    const href = mailtoHref(message.mail.subject, message.mail.body);
    setMailto(href);
    if (dataHandling.forms.provider === 'mailto') {
      window.location.href = href;
      showToast({ title: t('form.mailtoTitle'), description: t('form.mailtoText') });
      return;
    }
    // Read now: the fields as the form would post them without JavaScript.
    const posted = formFields(event.currentTarget);
    const fields = message.fields ? message.fields(posted) : posted;
    busy.current = true;
    setState('sending');
    message.onSending?.();
    void Promise.all([sendForm(form, fields), pause(MIN_SENDING_MS)]).then(([sent]) => {
      busy.current = false;
      if (sent) {
        setState('idle');
        message.onSent();
        showToast(message.sent);
      } else {
        setState('failed');
        showToast({
          title: t('form.notSentTitle'),
          description: t('form.notSentText'),
          variant: 'destructive',
          action: { label: t('form.sendByEmail'), href },
        });
      }
    });
  };

  return { state, mailto, submit };
}
