/** What the newsletter sign-up posts. */
export const newsletterFields = ['email', 'consent'] as const;

/** The newsletter sign-up (src/content/forms.ts says what a form's record holds). */
export const newsletterForm = {
  name: 'newsletter',
  thanks: 'newsletterThanks',
  sent: { title: 'newsletter.sentTitle', text: 'newsletter.sentText' },
  mail: { subject: 'newsletter.mailSubject', body: [['newsletter.emailLabel', 'email'], ['newsletter.consent']] },
} as const;
