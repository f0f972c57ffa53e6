import { useEffect, useRef } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';

/** What a send found missing: each field's name and what to say about it, in the form's order. */
export type ContactErrors = Partial<Record<string, MessageKey>>;

/** The fields a send checks, in the form's order (a time to call is optional). */
const checked = ['name', 'email', 'phone', 'subject', 'message'] as const;
/** The fields of one way to be answered: sent only with it. */
const byReply: Readonly<Record<string, readonly string[]>> = { email: ['email'], phone: ['phone', 'times'] };

/**
 * The contact form's own check, with JavaScript (its own chunk, fetched as the visitor starts
 * filling the form in): name, subject and message not blank once trimmed, and the address or
 * number of the way to be answered the visitor chose, none for "Jeg kontakter dig selv".
 * `leaveOut`: what another way's fields hold is not sent (an address typed before she chose).
 */
export function checkContact(form: HTMLFormElement): { errors: ContactErrors; leaveOut: string[] } {
  const reply = form.querySelector<HTMLInputElement>('input[name="reply"]:checked')?.dataset.reply ?? '';
  const own = byReply[reply] ?? [];
  const leaveOut = Object.values(byReply)
    .flat()
    .filter((name) => !own.includes(name));
  const errors: ContactErrors = {};
  for (const name of checked) {
    const input = form.elements.namedItem(name);
    if (leaveOut.includes(name) || !(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
    if (!input.value.trim()) errors[name] = `contact.${name}Missing`;
    else if (input.validity.typeMismatch) errors[name] = 'contact.emailInvalid';
  }
  return { errors, leaveOut };
}

/**
 * GOV.UK's error summary: what a send found missing, at the form's top, each a way to its field.
 * It takes the focus on each send that found something (`check` counts them), so a screen reader
 * reads it and a phone shows it.
 */
export function ErrorSummary({ errors, id, check }: { errors: ContactErrors; id: string; check: number }) {
  const { t } = useLanguage();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), [check]);
  return (
    <div ref={summary} className="error-summary" tabIndex={-1}>
      <p>{t('contact.problem')}</p>
      <ul>
        {Object.entries(errors).map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${id}-${name}`}
              onClick={(e) => {
                // Not an address of its own: the quick exit's history stays as it was.
                e.preventDefault();
                document.getElementById(`${id}-${name}`)?.focus();
              }}
            >
              {message && t(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
