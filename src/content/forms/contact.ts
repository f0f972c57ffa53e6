import { MESSAGE_ID } from './values.ts';

/** What the contact form posts. Area, situation, deadline and the language to answer in first: the owner sees them first in the stored submission. */
export const contactFields = ['area', 'situation', 'deadline', 'lang', 'name', 'email', 'phone', 'subject', 'message', 'consent', MESSAGE_ID] as const;

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
      ['contact.deadline', 'deadline'],
      ['lang.label', 'lang'],
      ['contact.name', 'name'],
      ['contact.email', 'email'],
      ['contact.phone', 'phone'],
      ['contact.subject', 'subject'],
    ],
    text: 'message',
  },
} as const;
