/**
 * Where the forms go (site.yaml: forms.provider, and the endpoint of a form service; empty for
 * another provider; the spam trap's field name; the newsletter's list service, empty if none): what the forms need of src/content/dataHandling.ts, without what only the
 * privacy policy says.
 */
export { formEndpoint, formHoneypot, formProvider, newsletterAction, newsletterEmailField } from '@generated/form-host';
