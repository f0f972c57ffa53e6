// Loaded when a visitor starts filling in a form (src/components/useHostSend.ts: prepareSend), not
// with the page: most visitors read and never send. It holds all of a send but the form's state.
import type { FormName } from '@/content/forms';
import { formEndpoint, formHoneypot, formProvider } from '@/content/formHost';
import { site } from '@/content/site';
import { showToast } from './toast';
import type { Fields, SendView, Toast } from './useHostSend';

/** A host that has not answered by then has not received the message, as far as the visitor can know. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * How a send ended: `sent` (the host answered 2xx within SEND_TIMEOUT_MS), `refused` (a 4xx:
 * the host will never take it as it is, so it is not tried again), `tooLarge` (a 413: refused
 * for its size), `failed` (a network error or a 5xx: it may arrive another time) or `late` (no
 * answer within SEND_TIMEOUT_MS: it may have arrived all the same).
 */
export type SendResult = 'sent' | 'refused' | 'tooLarge' | 'failed' | 'late';

/** Refused as it is: sending the same again will not help. */
export const isRefusal = (result: SendResult) => result === 'refused' || result === 'tooLarge';

/**
 * Posts a form to the host configured in site.yaml (formProvider): Netlify Forms takes it at
 * the site's root, a form service at its endpoint.
 */
export async function sendForm(form: FormName, fields: Readonly<Record<string, string>>): Promise<SendResult> {
  if (formProvider === 'mailto') return 'failed';
  const body = new URLSearchParams({ [formHoneypot]: '', ...fields, 'form-name': form });
  try {
    const response = await fetch(formProvider === 'endpoint' ? formEndpoint : import.meta.env.BASE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.ok) return 'sent';
    if (response.status === 413) return 'tooLarge';
    return response.status >= 400 && response.status < 500 ? 'refused' : 'failed';
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError' ? 'late' : 'failed';
  }
}

/**
 * The field a message's id goes in: MESSAGE_ID of src/content/forms/values.ts (the build lists it
 * for the hosts; a unit test holds the two together). Not imported: this chunk would share that
 * module with the forms', and the bundler would move it into every page's shell.
 */
export const MESSAGE_ID_FIELD = 'messageId';

/** The id of each form's message being sent, kept over its tries; a new one once it has been sent. */
const messageIds = new Map<FormName, string>();

/**
 * Why a send failed, where the host said (too large: with the text's length, so the visitor knows
 * how much to cut) or could not say (no answer in time); null for any other failure.
 */
function whyNotSent(result: Exclude<SendResult, 'sent'>, text = ''): Toast | null {
  if (result === 'tooLarge') return { title: 'form.notSentTitle', text: 'form.tooLargeText', values: { length: String(text.length) } };
  if (result === 'late') return { title: 'form.lateTitle', text: 'form.lateText' };
  return null;
}

/** Eight letters and digits a person can read out (no 0/O, 1/I); crypto.randomUUID needs HTTPS, this does not. */
function newMessageId(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const id = [...crypto.getRandomValues(new Uint8Array(8))].map((n) => letters[n % letters.length]).join('');
  return `${id.slice(0, 4)}-${id.slice(4)}`;
}

/** The spec's 'Sender...' lasts at least this long (1.5 s), so the rhythm stays when the host answers at once. */
export const MIN_SENDING_MS = 1500;

/** Resolves after `ms`: 'Sender...' stays at least that long. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A new e-mail to the owner with the message in it: the mailto setting, and the way out when sending fails. */
const mailtoHref = (subject: string, body: string) =>
  `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/**
 * A submitted form, from the page's useHostSend: the message as an e-mail (the way out if it is
 * not sent), then the send itself, and what the visitor is told. Resolves when it has ended.
 */
export async function sendFromPage(
  typed: Fields,
  { form, handlers, t, setState, setMailto, setFailure, notSent }: SendView,
): Promise<void> {
  // A message (a form with a text of its own) keeps one id over its tries: the owner sees a repeat as one.
  const id = messageIds.get(form.name) ?? newMessageId();
  messageIds.set(form.name, id);
  const posted: Fields = form.mail.text === undefined ? typed : { ...typed, [MESSAGE_ID_FIELD]: id };
  /** The e-mail's body: a line per field after its label ("Navn: …", "Har du en frist? …"), then the text. */
  const { body, text } = form.mail;
  // A field the form did not have this time (the situation, when none was chosen) has no line.
  const lines = body.flatMap(([key, field]) => {
    const label = t(key);
    if (field === undefined) return [label];
    const value = handlers.shown?.[field] ?? posted[field];
    return value === undefined ? [] : [`${label}${label.endsWith('?') ? '' : ':'} ${value}`];
  });
  const prefix = handlers.subjectPrefix ? `${handlers.subjectPrefix} – ` : '';
  const href = mailtoHref(
    prefix + t(form.mail.subject, posted),
    (text === undefined ? lines : [...lines, '', posted[text] ?? '']).join('\n'),
  );
  const fields = prefix && 'subject' in posted ? { ...posted, subject: prefix + posted.subject } : posted;
  setMailto(href);
  if (formProvider === 'mailto') {
    window.location.href = href;
    showToast({ title: t('form.mailtoTitle'), description: t('form.mailtoText') });
    return;
  }
  setState('sending');
  handlers.onSending?.();
  const [result] = await Promise.all([sendForm(form.name, fields), pause(MIN_SENDING_MS)]);
  handlers.onSettled?.(result);
  if (result === 'sent') {
    messageIds.delete(form.name);
    setState('idle');
    handlers.onSent(fields);
    showToast({ title: t(form.sent.title), description: t(form.sent.text) });
    return;
  }
  // The form's own words where it has them (a review kept to be sent again), else why, else that it was not sent.
  const said = (handlers.notSent ? null : whyNotSent(result, text && posted[text])) ?? notSent(result);
  setFailure(said);
  setState('failed');
  showToast({
    title: t(said.title),
    description: t(said.text, said.values),
    variant: 'destructive',
    action: { label: t('form.sendByEmail'), href },
  });
}
