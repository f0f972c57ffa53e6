import { site } from '@generated/site';
import { displayNumber, telHref } from './phone';

export { site };

/** The owner's phone number as shown, and for a tel: link. */
export const displayPhone = displayNumber(site.phone);
export const phoneHref = telHref(site.phone);

/** The owner facts every page may show (site.yaml without the forms and privacy settings). */
export type OwnerFacts = typeof site;
