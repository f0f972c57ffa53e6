import { MESSAGE_ID } from './values.ts';

/**
 * The contact form's lines before its text, in the owner's order: area, situation, the answers on
 * the way, deadline and the language to answer in first, so the owner sees them first in the
 * stored submission and in the e-mail (each after its label there).
 */
const lineFields = ['area', 'situation', 'answers', 'deadline', 'lang', 'name', 'reply', 'email', 'phone', 'times', 'subject'] as const;

/** What the contact form posts. */
export const contactFields = [...lineFields, 'message', 'consent', MESSAGE_ID] as const;

/**
 * How the visitor wants an answer (issue #57): a person whose e-mail or phone is watched may
 * choose to contact the owner herself. Posted in Danish for the owner, whatever the page's
 * language, as the area's name is.
 */
export const REPLY_CHANNELS = { email: 'E-mail', phone: 'Telefon', self: 'Kontakter mig selv' } as const satisfies Record<string, string>;
export type ReplyChannel = keyof typeof REPLY_CHANNELS;

/**
 * The most a message may hold, in characters (the textarea's maxlength, with and without
 * JavaScript). Written with æ, ø and å throughout it is still far under the ~64 KiB a form host
 * takes in one post, which a longer text could pass and then be refused whole.
 */
export const MESSAGE_MAX_LENGTH = 6000;

/** From this many characters left, the field shows how many remain. */
export const MESSAGE_COUNT_FROM = 500;

/** The contact form (src/content/forms.ts says what a form's record holds). */
export const contactForm = {
  name: 'contact',
  thanks: 'contactThanks',
  sent: { title: 'contact.sentTitle', text: 'contact.sentText' },
  mail: {
    subject: 'contact.mailSubject',
    body: lineFields.map((name) => [name === 'lang' ? 'lang.label' : (`contact.${name}` as const), name] as const),
    text: 'message',
  },
} as const;
