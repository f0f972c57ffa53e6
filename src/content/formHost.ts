/**
 * Where the forms go (site.yaml: forms.provider, and the endpoint of a form service): what the
 * forms need of src/content/dataHandling.ts, without what only the privacy policy says.
 */
export { formHost } from '@generated/form-host';
