// What every form posts the same way (src/content/forms.ts lists the forms).

/** Hidden from people; a bot that fills it in is answered 200 and its message dropped. */
export const HONEYPOT = 'bot-field';

/**
 * A message (a form with a text of its own) sent with JavaScript posts this too: one id for every
 * try to send it, so the owner sees a message that arrived twice as one.
 */
export const MESSAGE_ID = 'messageId';

/** A ticked box posts this. */
export const CHECKED = 'ja';
