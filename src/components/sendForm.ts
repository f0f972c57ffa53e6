import type { FormName } from '@/content/forms';
import { HONEYPOT } from '@/content/forms/values';
import { formHost } from '@/content/formHost';
import { site } from '@/content/site';

/** The spec's 'Sender...' lasts at least this long (1.5 s), so the rhythm stays when the host answers at once. */
export const MIN_SENDING_MS = 1500;
/** A host that has not answered by then has not received the message, as far as the visitor can know. */
const SEND_TIMEOUT_MS = 15_000;

/** The fields a form element would post without JavaScript (hidden ones and the honeypot included). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * Posts a form to the host configured in site.yaml (formHost.provider): Netlify Forms takes it at
 * the site's root, a form service at its endpoint. True only for a 2xx answer within
 * SEND_TIMEOUT_MS; a network error, any other status or no answer is false.
 */
export async function sendForm(form: FormName, fields: Readonly<Record<string, string>>): Promise<boolean> {
  if (formHost.provider === 'mailto') return false;
  const body = new URLSearchParams({ [HONEYPOT]: '', ...fields, 'form-name': form });
  try {
    const response = await fetch(formHost.provider === 'endpoint' ? formHost.endpoint : import.meta.env.BASE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** A new e-mail to the owner with the message in it: the mailto setting, and the way out when sending fails. */
export function mailtoHref(subject: string, body: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Resolves after `ms`: 'Sender...' stays at least that long. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
