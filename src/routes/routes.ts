// Every page of the site, once. The wouter switch, the prerender list, the nav, the sitemap,
// the build's link check, the browser tests' route list, the texts each page loads and every
// link in the code (href / <PageLink>) derive from this table. Pure data: the build scripts
// read it too, so it imports nothing but types.
import type { PageDataKey } from '@/content/pagePayload';
import type { MessageKey } from '@/i18n/translate';

export type RouteDefinition = {
  /** A wouter (regexparam) pattern; `:name` is a parameter. */
  path: string;
  /** The file in src/screens/ (without .tsx) whose export of the same name renders the page. */
  screen: string;
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
  /** In the top bar and the footer's links, with this label, in table order. */
  nav?: MessageKey;
  /** Only in the footer's links, after the nav links, with this label. */
  footer?: MessageKey;
  /** false: kept out of the sitemap and search engines (a form's thank-you page). */
  indexed?: false;
};

export const routes = {
  home: { path: '/', screen: 'Home', texts: ['home', 'form', 'reviewForm'], data: ['teasers', 'reviews'], nav: 'nav.home' },
  blog: { path: '/blog', screen: 'BlogList', texts: ['blog', 'form'], data: ['blog'], nav: 'nav.blog' },
  post: { path: '/blog/:slug', screen: 'Article', texts: ['blog', 'urgent'], data: ['urgent'] },
  services: { path: '/ydelser', screen: 'Services', texts: ['services', 'courses'], data: ['courses'], nav: 'nav.services' },
  about: { path: '/om', screen: 'About', texts: ['about', 'courses'], data: ['courses'], nav: 'nav.about' },
  contact: {
    path: '/kontakt',
    screen: 'Contact',
    texts: ['contact', 'form', 'urgent', 'next'],
    data: ['urgent', 'advice'],
    nav: 'nav.contact',
  },
  // The help guide: from the visitor's problem to the right help, here or elsewhere.
  help: { path: '/find-hjaelp', screen: 'HelpGuide', texts: ['help', 'urgent'], data: ['urgent', 'urgentAbout'], footer: 'footer.help' },
  /** One page per legal area; `area` is its Danish name as an address (src/content/slugify.ts). */
  helpArea: { path: '/find-hjaelp/:area', screen: 'HelpArea', texts: ['help', 'urgent'], data: ['urgent', 'advice'] },
  disclaimer: {
    path: '/juridisk-ansvarsfraskrivelse',
    screen: 'Disclaimer',
    texts: ['disclaimer'],
    data: ['organisationLinks'],
    footer: 'footer.disclaimerPage',
  },
  writeReview: { path: '/anmeldelse', screen: 'WriteReview', texts: ['home', 'form', 'reviewForm'], data: [] },
  privacy: { path: '/privatlivspolitik', screen: 'Privacy', texts: ['privacy'], data: ['organisationLinks'], footer: 'footer.privacy' },
  // Where each form lands without JavaScript (and on a host that shows a page after a POST).
  contactThanks: {
    path: '/kontakt/tak',
    screen: 'Thanks',
    texts: ['thanks', 'next', 'urgent'],
    data: ['urgent', 'advice'],
    indexed: false,
  },
  reviewThanks: { path: '/anmeldelse/tak', screen: 'Thanks', texts: ['thanks'], data: [], indexed: false },
  newsletterThanks: {
    path: '/nyhedsbrev/tak',
    screen: 'Thanks',
    texts: ['thanks'],
    data: [],
    indexed: false,
  },
} as const satisfies Record<string, RouteDefinition>;

/** Any other path. */
export const notFoundRoute = { screen: 'NotFound', texts: ['notFound'], data: ['blog'] } as const satisfies Pick<
  RouteDefinition,
  'screen' | 'texts' | 'data'
>;

/** What names a payload: a route, or the not-found page. */
export type PayloadName = RouteName | 'notFound';

export type RouteName = keyof typeof routes;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ slug: string }` for '/blog/:slug'; `{}` for a page without parameters. */
export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof routes)[N]['path']>, string>;

/** Pages without parameters: one URL each. */
export type StaticRouteName = { [N in RouteName]: ParamNames<(typeof routes)[N]['path']> extends never ? N : never }[RouteName];
/** Pages with parameters: one URL per value, e.g. per post. */
export type ParamRouteName = Exclude<RouteName, StaticRouteName>;

export const routeNames = Object.keys(routes) as RouteName[];
