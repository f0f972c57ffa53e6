/** A phone number as written ("116 111", "+45 12 34 56 78") for a tel: link: digits and + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The number as shown: non-breaking spaces keep it on one line. */
export const displayNumber = (phone: string) => phone.replace(/ /g, '\u00a0');
