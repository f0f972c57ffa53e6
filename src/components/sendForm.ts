// Loaded when a visitor starts filling in a form (src/components/useHostSend.ts: prepareSend), not
// with the page: most visitors read and never send.
import type { FormName } from '@/content/forms';
import { HONEYPOT } from '@/content/forms/values';
import { formEndpoint, formProvider } from '@/content/formHost';

/** A host that has not answered by then has not received the message, as far as the visitor can know. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * Posts a form to the host configured in site.yaml (formProvider): Netlify Forms takes it at
 * the site's root, a form service at its endpoint. True only for a 2xx answer within
 * SEND_TIMEOUT_MS; a network error, any other status or no answer is false.
 */
export async function sendForm(form: FormName, fields: Readonly<Record<string, string>>): Promise<boolean> {
  if (formProvider === 'mailto') return false;
  const body = new URLSearchParams({ [HONEYPOT]: '', ...fields, 'form-name': form });
  try {
    const response = await fetch(formProvider === 'endpoint' ? formEndpoint : import.meta.env.BASE_URL, {
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
