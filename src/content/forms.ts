// The site's forms as a form host receives them: the name (Netlify detects forms by it) and
// the fields each one sends. The forms in the app take their names from here, the local form
// host (scripts/form-host.ts) accepts only these names, and the hidden page Netlify reads at
// deploy time (scripts/content/netlify-forms.ts) lists these fields.

export const forms = {
  // Area and deadline first: the owner sees them first in the stored submission.
  contact: ['area', 'deadline', 'name', 'email', 'phone', 'subject', 'message', 'consent'],
  review: ['name', 'rating', 'comment'],
  newsletter: ['email', 'consent'],
} as const;

export type FormName = keyof typeof forms;

export const formNames = Object.keys(forms) as FormName[];

/** Hidden from people; a bot that fills it in is answered 200 and its message dropped. */
export const HONEYPOT = 'bot-field';
