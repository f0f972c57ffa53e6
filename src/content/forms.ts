// The site's forms. Each is described once, in its record in src/content/forms/:
// - `name`: how a form host knows it (Netlify detects a form by it);
// - `thanks`: the route (src/routes/routes.ts) a visitor lands on after posting without JavaScript;
// - `sent`: the toast once it is sent;
// - `mail`: the e-mail that stands in for it (forms.provider: mailto, or when sending fails): its
//   subject (`{field}` filled in), one body line per field after its label (a label alone is a
//   line of its own), then the `text` field after an empty line.
// Beside each record, apart from it because only the build reads them, its `fields`: what it
// posts, in the order the owner reads them (the Netlify skeleton page lists them).
// Texts are keys of content/i18n. This layer comes before the texts and the routes: both are
// checked where the records are used (src/components/useHostSend.ts). One file per record, so
// that a page's JavaScript carries only its own form's (tests/browser/budgets.test.ts).
// The app's forms, the local form host (scripts/form-host.ts) and the Netlify skeleton page
// (scripts/content/netlify-forms.ts) read them.
import { contactFields, contactForm } from './forms/contact.ts';
import { newsletterFields, newsletterForm } from './forms/newsletter.ts';
import { reviewFields, reviewForm } from './forms/review.ts';

export { CHECKED, HONEYPOT } from './forms/values.ts';

export const forms = { contact: contactForm, review: reviewForm, newsletter: newsletterForm } as const;

export type FormName = keyof typeof forms;

/** What each form posts. */
export const formFields: Record<FormName, readonly string[]> = { contact: contactFields, review: reviewFields, newsletter: newsletterFields };

export const formNames = Object.keys(forms) as FormName[];
