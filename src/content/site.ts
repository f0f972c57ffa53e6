import { site } from '@generated/site';

export { site };

/** The phone number as shown: non-breaking spaces keep it on one line. */
export const displayPhone = site.phone.replace(/ /g, '\u00a0');
/** The phone number for a tel: link: digits and + only. */
export const telHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

/** The owner facts every page may show (site.yaml without the forms and privacy settings). */
export type OwnerFacts = typeof site;
