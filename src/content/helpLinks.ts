/**
 * The organisation (content/organisations.yaml) the site sends a person to when a deadline is
 * too close to wait for a reply: free advice from a lawyer, at sessions held on fixed days in
 * many towns. The build requires it.
 */
export const ADVICE_ORGANISATION = 'advokatvagten';

/** Where the quick exit leads: a neutral page that gives nothing away (the weather). */
export const QUICK_EXIT_URL = 'https://www.dmi.dk/';
