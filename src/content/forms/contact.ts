import { MESSAGE_ID } from './values.ts';

/** What the contact form posts. Area, situation, deadline and the language to answer in first: the owner sees them first in the stored submission. */
export const contactFields = [
  'area',
  'situation',
  'answers',
  'deadline',
  'lang',
  'name',
  'reply',
  'email',
  'phone',
  'times',
  'subject',
  'message',
  'consent',
  MESSAGE_ID,
] as const;

/**
 * How the visitor wants an answer (issue #57): a person whose e-mail or phone is watched may
 * choose to contact the owner herself. Posted in Danish for the owner, whatever the page's
 * language, as the area's name is.
 */
export const REPLY_CHANNELS = { email: 'E-mail', phone: 'Telefon', self: 'Kontakter mig selv' } as const;
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
    body: [
      ['contact.area', 'area'],
      ['contact.situation', 'situation'],
      ['contact.answers', 'answers'],
      ['contact.deadline', 'deadline'],
      ['lang.label', 'lang'],
      ['contact.name', 'name'],
      ['contact.reply', 'reply'],
      ['contact.email', 'email'],
      ['contact.phone', 'phone'],
      ['contact.times', 'times'],
      ['contact.subject', 'subject'],
    ],
    text: 'message',
  },
} as const;
