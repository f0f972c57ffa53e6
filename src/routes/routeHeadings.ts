// The key of each page's h1, for the browser tests, which check that every page shows its
// heading. Kept apart from routes.ts because no page needs it: the route table is in every
// page's JavaScript, this is not. tsc demands an entry for every page without parameters.
import type { MessageKey } from '@/i18n/translate';
import type { StaticRouteName } from './routes';

export const routeHeadings = {
  home: 'hero.title',
  blog: 'blog.title',
  services: 'services.title',
  about: 'about.title',
  contact: 'contact.title',
  disclaimer: 'disclaimer.title',
  hideVisit: 'hideVisit.title',
  writeReview: 'reviews.formTitle',
  privacy: 'privacy.title',
  help: 'help.title',
  contactThanks: 'next.sentTitle',
  reviewThanks: 'thanks.review.title',
  newsletterThanks: 'thanks.newsletter.title',
} as const satisfies Record<StaticRouteName, MessageKey>;
