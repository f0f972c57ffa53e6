import { portraitFile } from '@generated/site';
import * as site from '@generated/owner';
import { displayNumber, telHref } from './phone';

// A namespace, not one object: `site.name` is a constant of its own (owner.ts), so a page's code
// carries only the facts it shows.
export { portraitFile, site };

/** The owner's photo, or the monogram of their initials the build draws until it is there. */
export const portraitUrl = import.meta.env.BASE_URL + portraitFile;

/** The owner's phone number as shown, and for a tel: link. */
export const displayPhone = displayNumber(site.phone);
export const phoneHref = telHref(site.phone);

/** The owner facts every page may show (site.yaml without the forms and privacy settings). */
export type OwnerFacts = typeof site;
