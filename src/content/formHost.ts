/**
 * Where the forms go (site.yaml: forms.provider, and the endpoint of a form service; empty for
 * another provider; the spam trap's field name): what the forms need of src/content/dataHandling.ts, without what only the
 * privacy policy says.
 */
export { formEndpoint, formHoneypot, formProvider } from '@generated/form-host';
