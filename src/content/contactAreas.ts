/**
 * The contact form's areas by the names the owner reads (Danish), keyed by area id and `other`:
 * what a message carries in its `area` field and subject, whichever language the visitor reads.
 */
export { contactAreaNames } from '@generated/contact-areas';
