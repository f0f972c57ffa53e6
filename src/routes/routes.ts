// Every page of the site, once, by its Danish path; its English path adds /en in front
// (src/i18n/languagePath.ts). The wouter switch, the prerender list, the nav, the sitemap,
// the build's link check, the browser tests' route list, the texts each page loads and every
// link in the code (href / <PageLink>) derive from this table. Pure data: the build scripts
// read it too, so it imports nothing but types.
import type { MessageKey } from '@/i18n/translate';

export type RouteDefinition = {
  /**
   * A wouter (regexparam) pattern; `:name` is a parameter. Every page but the home page ends in
   * a slash: it is a folder with an index.html, which every supported host serves at that
   * address without a redirect (docs/architecture.md, "URLs"). The pattern also matches without the slash.
   */
  path: string;
  /** The file in src/screens/ (without .tsx) whose export of the same name renders the page. */
  screen: string;
  /** In the top bar and the footer's links, with this label, in table order. */
  nav?: MessageKey;
  /** Only in the footer's links, after the nav links, with this label. */
  footer?: MessageKey;
};

export const routes = {
  home: { path: '/', screen: 'Home', nav: 'nav.home' },
  blog: { path: '/blog/', screen: 'BlogList', nav: 'nav.blog' },
  post: { path: '/blog/:slug/', screen: 'Article' },
  services: { path: '/ydelser/', screen: 'Services', nav: 'nav.services' },
  about: { path: '/om/', screen: 'About', nav: 'nav.about' },
  contact: { path: '/kontakt/', screen: 'Contact', nav: 'nav.contact' },
  /**
   * The contact form about a situation of "Hvad er der sket?", its area and the situation chosen
   * in the prerendered page, so also without JavaScript. Out of the sitemap: it is /kontakt.
   */
  contactSituation: { path: '/kontakt/om/:situation/', screen: 'Contact' },
  // The help guide: from the visitor's problem to the right help, here or elsewhere. In the
  // menu beside the spec's five (issue #38): the way in for a person in trouble.
  help: { path: '/find-hjaelp/', screen: 'HelpGuide', nav: 'nav.help' },
  /** One page per legal area; `area` is its Danish name as an address (src/content/slugify.ts). */
  helpArea: { path: '/find-hjaelp/:area/', screen: 'HelpArea' },
  /** "Hvad er der sket?": a step of a situation (content/situations/<situation>.yaml), a question or its outcome. */
  situation: { path: '/hvad-er-der-sket/:situation/:step/', screen: 'SituationStep' },
  disclaimer: { path: '/juridisk-ansvarsfraskrivelse/', screen: 'Disclaimer', footer: 'footer.disclaimerPage' },
  /**
   * "Sådan skjuler du dit besøg", from the quick exit's note. Its address and title name nothing,
   * as they stay in the browser's history list; out of search engines, as a page for the exit.
   */
  hideVisit: { path: '/din-browser/', screen: 'HideVisit' },
  writeReview: { path: '/anmeldelse/', screen: 'WriteReview' },
  privacy: { path: '/privatlivspolitik/', screen: 'Privacy', footer: 'footer.privacy' },
  // Where each form lands without JavaScript (and on a host that shows a page after a POST).
  contactThanks: { path: '/kontakt/tak/', screen: 'Thanks' },
  reviewThanks: { path: '/anmeldelse/tak/', screen: 'Thanks' },
  newsletterThanks: { path: '/nyhedsbrev/tak/', screen: 'Thanks' },
} as const satisfies Record<string, RouteDefinition>;

/**
 * Pages kept out of the sitemap and search engines: the contact form about a situation (it is
 * /kontakt), the exit's advice and the forms' thank-you pages. Apart from the table, which is in
 * every page's JavaScript: only the build reads this.
 */
export const unindexedRoutes: ReadonlySet<RouteName> = new Set([
  'contactSituation',
  'hideVisit',
  'contactThanks',
  'reviewThanks',
  'newsletterThanks',
]);

/**
 * Where the English not-found page is prerendered; the build moves it to en/404.html, which a
 * host serves for an unknown address under /en/ (docs/architecture.md, "URLs"). The Danish one is Vike's 404.html.
 */
export const NOT_FOUND_PAGE = '/404/';

/** Any other path. */
export const notFoundRoute = { screen: 'NotFound' } as const satisfies Pick<RouteDefinition, 'screen'>;

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
