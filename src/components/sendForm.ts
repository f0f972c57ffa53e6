// Loaded when a visitor starts filling in a form (src/components/useHostSend.ts: prepareSend), not
// with the page: most visitors read and never send.
import type { FormName } from '@/content/forms';
import { formEndpoint, formHoneypot, formProvider } from '@/content/formHost';

/** A host that has not answered by then has not received the message, as far as the visitor can know. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * How a send ended: `sent` (the host answered 2xx within SEND_TIMEOUT_MS), `refused` (a 4xx:
 * the host will never take it as it is, so it is not tried again) or `failed` (no answer, a
 * network error or a 5xx: it may arrive another time).
 */
export type SendResult = 'sent' | 'refused' | 'failed';

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
    return response.status >= 400 && response.status < 500 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}
