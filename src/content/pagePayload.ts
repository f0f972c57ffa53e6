import type { AreaId, Courses, HelpPage, Language, LetterPage, Organisation, Post, PostSummary, Review, Site, SituationLink, SituationPage } from './schema';


/** How many post cards /blog shows before "Vis flere". */
export const BLOG_PAGE_SIZE = 12;

/** The address parameter that starts the blog list with a search (/blog/?q=…), as the not-found page's search box sends it. */
export const BLOG_SEARCH_PARAM = 'q';

/** An organisation of the urgent box: the loader requires its phone number. */
type UrgentOrganisation = Pick<Organisation, 'id' | 'name' | 'url'> & { phone: string };

/**
 * The content a page shows besides its texts, by name. A route names the entries it needs
 * (`payloads` in src/routes/payloads.ts) and its payload carries just those.
 */
export type PageDataEntries = {
  courses: Courses;
  reviews: Review[];
  /** The home page's two article teasers (site.yaml `homeTeasers`). */
  teasers: PostSummary[];
  /** The blog's first page of cards, every category in use and how many posts there are. */
  blog: { firstPage: PostSummary[]; categories: AreaId[]; total: number };
  /** The numbers that answer now (content/organisations.yaml, `urgent: true`). */
  urgent: UrgentOrganisation[];
  /** What each urgent organisation is for, by id: only the help guide's first page says it. */
  urgentAbout: Record<string, Organisation['about']>;
  /** Each organisation's page by its name in each language: texts that name one link it. */
  organisationLinks: Record<Language, Record<string, string>>;
  /** Free advice when a deadline is too close to wait for a reply (helpLinks.ts). */
  advice: Pick<Organisation, 'name' | 'url'>;
  /**
   * The contact form's areas by the names the owner reads (Danish), by area id and `other`: what
   * a message carries, whichever language the visitor reads; an English page holds no Danish texts.
   */
  contactAreas: Record<AreaId | 'other', string>;
  /** The contact form warns when a deadline is this many days away or fewer (site.yaml). */
  deadlineWarningDays: number;
  /** "Hvad er der sket?": the situations in list order (content/situations/). */
  situations: SituationLink[];
  /** The first of them, on the home page right under the hero (HOME_SITUATIONS in the content build). */
  homeSituations: SituationLink[];
  /**
   * Each situation's title and area by its address (/kontakt/om/<address>/): a message carries the
   * Danish title, whichever language the visitor reads, and the area is chosen; `formNote`, the
   * situation's own note or else its area's, is what the form says while that area is chosen.
   */
  contactSituations: Record<string, Pick<SituationLink, 'title' | 'area'> & { formNote?: HelpPage['intro'] }>;
  /**
   * What the visitor answered on the way to an outcome, in Danish for the owner, by situation
   * address and outcome step key (/kontakt/om/<address>/?svar=<key>, ANSWERS_PARAM in
   * src/routes/contactArea.ts): a message carries it beside the situation's title, so the owner
   * knows the case without asking again. One line per question, "<question> → <answer>", in the
   * order asked; only answers on every way to that outcome (scripts/content/journey-answers.ts),
   * so "" where none is certain. Without soft hyphens: it is read in an e-mail, not laid out.
   */
  contactAnswers: Record<string, Record<string, string>>;
  /** Who the owner is besides the name, for the owner cards, About and the disclaimer page: in the page's data, not in every page's code. */
  owner: Pick<Site, 'study' | 'university' | 'review'>;
  /** The cards of /ydelser, in their order (legal-areas.yaml `services`): a title where the card says more than the area's name. */
  serviceCards: { id: AreaId; title?: Record<Language, string>; points: Record<Language, string>[] }[];
  /** The areas the home page introduces, in their order (legal-areas.yaml `home`). */
  homeAreas: { id: AreaId; text: Record<Language, string> }[];
  /** Each area's first sentence of its guide page (content/help/<area>.yaml `intro`): the line under its name in the help guide. */
  areaLeads: Record<AreaId, HelpPage['intro']>;
  /** What must come before a message, by area (content/help/<area>.yaml `formNote`): in the page, so a preset area says it at once. */
  contactFormNotes: Partial<Record<AreaId, HelpPage['intro']>>;
  /** The deadline warning's words for an area where the general advice would be wrong (content/help/<area>.yaml, deadlineNote). */
  contactDeadlineNotes: Partial<Record<AreaId, HelpPage['intro']>>;
};
export type PageDataKey = keyof PageDataEntries;

/**
 * What the content build writes for each route and language (`page-data/<route>.json`,
 * `page-data/en/<route>.json`): the route's texts in that language and the data it names. The
 * prerender inlines it into the page; the browser fetches the same file when it navigates there.
 */
export type PagePayload = { lang: Language; texts: Record<string, string>; data: Partial<PageDataEntries> };

/** A file the content build writes for the browser, by its path under the site's base, typed by what it holds. */
export type ContentFile<T> = string & { readonly content?: T };

/** A route's payload in a language ("page-data/home.json", "page-data/en/home.json"). */
export const payloadFile = (route: string, lang: Language) =>
  `page-data/${lang === 'da' ? '' : `${lang}/`}${route}.json` as ContentFile<PagePayload>;
/** A post's own file: its summary, bodies and facts. */
export const postFile = (slug: string) => `post-data/${slug}.json` as ContentFile<Post>;
/** An area's page of the help guide. */
export const helpFile = (area: string) => `help/${area}.json` as ContentFile<HelpPage>;
/** A situation of "Hvad er der sket?", every step of it (content/situations/<address>.yaml). */
export const situationFile = (address: string) => `situations/${address}.json` as ContentFile<SituationPage>;
/** A letter an outcome offers (content/letters/<id>.yaml): fetched when the visitor asks to write it. */
export const letterFile = (id: string) => `letters/${id}.json` as ContentFile<LetterPage>;
/** The RSS feed of a language's posts: feed.xml, en/feed.xml. */
export const feedFile = (lang: Language) => `${lang === 'da' ? '' : `${lang}/`}feed.xml`;
/** A post's share image in a language (og/<slug>.png, og/en/<slug>.png), drawn by the content build. */
export const ogImageFile = (slug: string, lang: Language) => `og/${lang === 'da' ? '' : `${lang}/`}${slug}.png`;
/** A link to the feed from a page, under the site's base. */
export const feedHref = (lang: Language) => import.meta.env.BASE_URL + feedFile(lang);
/** Every post's summary, newest first: the blog's search and "Vis flere" need them all. */
export const POST_INDEX_FILE = 'post-index.json' as ContentFile<PostSummary[]>;

/** The prerendered article body's element: the browser takes the Danish body from it instead of a second copy. */
export const ARTICLE_BODY_ID = 'article-body';
/** The list of an article's "Kort fortalt" points: the hand-off reads them back from it too. */
export const ARTICLE_BRIEF_ID = 'article-brief-points';
