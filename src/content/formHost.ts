/**
 * Where the forms go (site.yaml: forms.provider, and the endpoint of a form service; empty for
 * another provider): what the forms need of src/content/dataHandling.ts, without what only the
 * privacy policy says.
 */
export { formEndpoint, formProvider } from '@generated/form-host';
