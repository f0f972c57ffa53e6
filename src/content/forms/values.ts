// What every form posts the same way (src/content/forms.ts lists the forms).

/** Hidden from people; a bot that fills it in is answered 200 and its message dropped. */
export const HONEYPOT = 'bot-field';

/** A ticked box posts this. */
export const CHECKED = 'ja';
