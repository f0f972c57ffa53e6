// Each page's payload, by route (and the not-found page): the texts and data the content build
// writes for it. Apart from the route table, which is in every page's code, because only the
// build reads it: in the table's module its lists would ship to every page (a spread of a list
// is kept by the minifier, as iterating may have effects).
import type { PageDataKey } from '@/content/pagePayload';
import type { PayloadName } from './routes';

/** What a page needs besides its code: its payload, written by the content build. */
export type PayloadDefinition = {
  /**
   * Text groups the screen needs besides the core texts. A group holds the keys that start
   * with its name (and the prefixes src/i18n/messageGroups.ts adds).
   */
  texts: readonly string[];
  /**
   * The content the page shows (src/content/pagePayload.ts). With the texts it makes the
   * route's payload, written by the content build, inlined into the prerendered page and
   * fetched beside the screen's chunk on navigation.
   */
  data: readonly PageDataKey[];
};

const contactTexts = ['contact', 'form', 'urgent', 'next', 'exit'] as const;
const contactData = [
  'urgent',
  'advice',
  'contactAreas',
  'contactSituations',
  'contactFormNotes',
  'contactDeadlineNotes',
  'deadlineWarningDays',
  'owner',
] as const;

/** The browser fetches a payload by its route's name (src/content/pagePayload.ts). */
export const payloads = {
  home: { texts: ['home', 'form', 'reviewForm', 'exit'], data: ['teasers', 'reviews', 'homeSituations', 'homeAreas'] },
  blog: { texts: ['blog', 'form'], data: ['blog'] },
  post: { texts: ['blog', 'urgent', 'exit'], data: ['urgent', 'owner'] },
  services: { texts: ['services'], data: ['courses', 'serviceCards'] },
  about: { texts: ['about', 'courses'], data: ['courses', 'owner'] },
  contact: { texts: contactTexts, data: contactData },
  // An unknown situation shows the not-found page (src/screens/Contact.tsx). Only a page about a
  // situation carries its answers: /kontakt/ would load every situation's for nothing.
  contactSituation: { texts: [...contactTexts, 'notFound'], data: [...contactData, 'contactAnswers'] },
  help: { texts: ['help', 'urgent', 'exit'], data: ['urgent', 'urgentAbout', 'situations', 'areaLeads'] },
  helpArea: { texts: ['help', 'urgent', 'exit'], data: ['urgent', 'advice', 'situations'] },
  situation: { texts: ['help', 'situation', 'urgent', 'exit'], data: ['urgent', 'advice'] },
  disclaimer: { texts: ['disclaimer'], data: ['organisationLinks', 'owner'] },
  hideVisit: { texts: ['hideVisit', 'urgent', 'exit'], data: ['urgent'] },
  writeReview: { texts: ['home', 'form', 'reviewForm'], data: [] },
  privacy: { texts: ['privacy'], data: ['organisationLinks'] },
  contactThanks: { texts: ['thanks', 'next', 'urgent', 'exit'], data: ['urgent', 'advice'] },
  reviewThanks: { texts: ['thanks'], data: [] },
  newsletterThanks: { texts: ['thanks'], data: [] },
  notFound: { texts: ['notFound'], data: [] },
} as const satisfies Record<PayloadName, PayloadDefinition>;
