import { translate, type Language, type MessageKey } from '@/i18n/translate';

/** The fields a send checks, in the form's order (a time to call is optional). */
const checked = ['name', 'email', 'phone', 'subject', 'message'] as const;
/** The fields of one way to be answered: sent only with it. */
const byReply: Readonly<Record<string, readonly string[]>> = { email: ['email'], phone: ['phone', 'times'] };

const element = (tag: string, text = '') => Object.assign(document.createElement(tag), { textContent: text });

/**
 * The contact form's own check, with JavaScript (its own chunk, fetched as the visitor starts
 * filling the form in): name, subject and message not blank once trimmed, and the address or
 * number of the way to be answered she chose, none for "Jeg kontakter dig selv".
 *
 * It writes what it finds into the form as GOV.UK's error pattern does: a message under each
 * field (its empty `.field__error`), the field marked invalid, and the summary at the form's
 * top (its empty `.error-summary`), each line a way to its field, focused. The form renders
 * those elements empty and never their content, so this code, not the page's, carries the
 * pattern's weight, and only once she sends.
 *
 * Returns the fields to leave out of the send (what another way's fields hold: an address typed
 * before she chose), or undefined when something is missing and nothing may be sent.
 */
export function checkContact(form: HTMLFormElement, lang: Language): string[] | undefined {
  const t = (key: MessageKey) => translate(lang, key);
  const reply = form.querySelector<HTMLInputElement>('[name="reply"]:checked')?.dataset.reply ?? '';
  const leaveOut = Object.entries(byReply).flatMap(([channel, names]) => (channel === reply ? [] : names));
  const links: HTMLElement[] = [];
  for (const name of checked) {
    const input = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!input) continue;
    const missing = !leaveOut.includes(name) && !input.value.trim();
    const invalid = !leaveOut.includes(name) && input.validity.typeMismatch;
    const message = missing || invalid ? t(invalid ? 'contact.emailInvalid' : (`contact.${name}Missing` as MessageKey)) : '';
    const line = document.getElementById(`${input.id}-error`);
    if (line) line.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (message) {
      const link = element('a', message) as HTMLAnchorElement;
      link.href = `#${input.id}`;
      // Not an address of its own: the quick exit's history stays as it was.
      link.onclick = (event) => {
        event.preventDefault();
        input.focus();
      };
      const item = element('li');
      item.append(link);
      links.push(item);
    }
  }
  const summary = form.querySelector<HTMLElement>('.error-summary');
  if (!links.length) {
    summary?.replaceChildren();
    return leaveOut;
  }
  if (summary) {
    const list = element('ul');
    list.append(...links);
    summary.replaceChildren(element('p', t('contact.problem')), list);
    // Focused on each send that found something, so a screen reader reads it and a phone shows it.
    summary.focus();
  }
  return undefined;
}
