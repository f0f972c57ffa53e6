/** Where the forms go, who hosts the site, how long messages are kept (site.yaml): for the forms and the privacy policy. */
export { dataHandling } from '@generated/data-handling';
