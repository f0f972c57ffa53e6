// The single source of every content type. The prebuild validates content/ against these
// schemas; the app only ever sees data that passed them, typed by z.infer.
import { z } from 'zod';

export type { Language } from './languages.ts';
import { isInEea } from './eea.ts';
import { ISO_DATE, isCalendarDate } from './calendarDate.ts';
import { escapeHtml } from './escapeHtml.ts';
// Type only: the content build, which writes this module, runs these schemas before it exists.
import type { AreaId } from '@generated/legal-areas';

/**
 * A calendar date written as YYYY-MM-DD. The raw string is checked: a YAML parser may
 * silently turn 2024-02-30 into 1 March, so the day must exist in its month.
 */
const IsoDate = z
  .string({ error: 'must be a date written as YYYY-MM-DD' })
  // `abort`: a date in another form is one mistake, not also "not a real calendar date".
  .regex(ISO_DATE, { error: 'must be a date written as YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, 'is not a real calendar date');

/**
 * Characters no written text needs and that do harm: C0 controls other than tab and line
 * breaks (a NUL or form feed makes feed.xml invalid XML) and the bidi controls U+202A–U+202E
 * and U+2066–U+2069 (they make a text read differently from what it says).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const invisibleCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** The character as U+XXXX, for a message the owner can search for. */
export const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const Text = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .superRefine((value, ctx) => {
    const found = invisibleCharacter.exec(value)?.[0];
    if (found !== undefined)
      ctx.addIssue({ code: 'custom', message: `contains the invisible character ${codePoint(found)}; delete it (retype the text around it if need be)` });
  });

const BothLanguagesError = { error: 'must be given in Danish and English, as { da: …, en: … } or on two indented lines da: and en:' };
const BothLanguages = z.strictObject({ da: Text, en: Text }, BothLanguagesError);

/** Where an area stands in a list of the site's: 1 first. */
const Order = z.number({ error: 'must be a whole number: 1 comes first' }).int('must be a whole number: 1 comes first').min(1, 'must be 1 or more');

/** content/legal-areas.yaml: the blog's categories and the areas courses are grouped by, in one list. */
export const LegalArea = z.strictObject({
  id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'must be a short id such as family'),
  da: Text,
  en: Text,
  /**
   * A person may be in danger (family, children, crime): the area's guide and its articles
   * show the urgent numbers and the quick exit.
   */
  sensitive: z.boolean({ error: 'must be true or false' }).optional(),
  /** A card on /ydelser: what I help with in the area, as 2–4 points, and a title where the card says more than the area's name. */
  services: z
    .strictObject({
      order: Order,
      title: BothLanguages.optional(),
      points: z.array(BothLanguages, { error: 'must be a list of 2–4 points, each in Danish and English' }).min(2, 'must list at least 2 points').max(4, 'must list at most 4 points'),
    })
    .optional(),
  /** A teaser on the home page: one sentence on what the area covers, and a link to its card on /ydelser. */
  home: z.strictObject({ order: Order, text: BothLanguages }).optional(),
}).refine((area) => !area.home || area.services, { path: ['home'], message: 'links to the area\'s card on /ydelser: give the area `services` too, or leave `home` out' });
export type LegalArea = z.infer<typeof LegalArea>;
export const LegalAreas = z.array(LegalArea).min(1, 'must list at least one area');

/** The id of a legal area (content/legal-areas.yaml), e.g. "family": a union the content build writes. */
export type { AreaId };

/**
 * A post's category or a course's area: the owner writes the Danish name of a legal area, the
 * site keeps its id (the names are texts: `area.<id>` in the translations). Without the areas
 * (content/legal-areas.yaml is broken, and reported, so the build stops) any text passes here.
 * The type is the ids of the content tsc was run on; the check is against the content built.
 */
const legalArea = (areas: readonly LegalArea[] | null) => {
  const ids = new Map(areas?.map((area) => [area.da, area.id]));
  const names = areas?.map((area) => area.da) ?? [];
  // The name she meant, where only capitals, spaces or æøå-as-ae/oe/aa set it apart: "lejeret" → "Lejeret".
  const asWritten = (name: string) => name.toLocaleLowerCase('da').replace(/\s+/g, '').replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa');
  return z
    .string({ error: 'is required' })
    .refine((name) => !areas || ids.has(name), {
      error: (issue) => {
        const meant = names.find((name) => asWritten(name) === asWritten(String(issue.input)));
        return `${meant ? `is "${String(issue.input)}": did you mean "${meant}"? It ` : ''}must be one of: ${names.join(', ')}`;
      },
    })
    .transform((name) => (ids.get(name) ?? name) as AreaId);
};

/**
 * An https address. A scheme is case-insensitive (RFC 3986 § 3.1), so `HTTPS://` is one too; it
 * is written in lower case, as every later check (source hosts, link lists) compares it.
 */
const HttpsUrl = z
  .url('must be an absolute URL')
  .refine((u) => /^https:\/\//i.test(u), 'must be an https:// address')
  .transform((u) => u.replace(/^https:/i, 'https:'));

/**
 * The day a source was last read against the law (YYYY-MM-DD). Shown to no visitor: the content
 * build leaves it out of the pages; the publish check warns about one not read in the last 12
 * months, and lists a help page's or situation's deadline never checked (scripts/content/source-dates.ts).
 */
const Checked = IsoDate.optional();

/** A post's source must say when it was read: the CMS fills in the day, and a file written by hand is told. */
const PostChecked = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'is missing: write the day you last read this source against the act, e.g. checked: 2026-01-31' : 'must be a date written as YYYY-MM-DD',
  })
  .regex(ISO_DATE, { error: 'must be a date written as YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, 'is not a real calendar date');

/** A statute or ruling an article rests on: its name, a link to its consolidated text, and when it was last read. */
export const PostSource = z.strictObject({
  title: Text,
  url: HttpsUrl,
  checked: PostChecked,
});
export type PostSource = z.infer<typeof PostSource>;
/** A source as a page shows it: without the day it was checked. */
const ShownSource = PostSource.omit({ checked: true });
export type ShownSource = z.infer<typeof ShownSource>;
/** What a page shows of a source or a deadline: all but the day it was checked. */
export function withoutChecked<T extends { checked?: string }>(item: T): Omit<T, 'checked'> {
  const shown: Partial<T> = { ...item };
  delete shown.checked;
  return shown as Omit<T, 'checked'>;
}
const sourceList = <S extends z.ZodType>(source: S) =>
  z.array(source, { error: 'must be a list of sources, each with a title and a url' }).min(1, 'must list at least one source, or be left out');
const PostSources = sourceList(PostSource);
/** The English file names the same sources in English; their `checked` is the Danish file's. */
const TranslatedSources = sourceList(PostSource.extend({ checked: Checked }));

/** "Kort fortalt": the article's points in short sentences, shown above the body. */
const PostBrief = z
  .array(Text, { error: 'must be a list of 2–4 short points, each on a line starting with "- "' })
  .min(2, 'must list at least 2 points')
  .max(4, 'must list at most 4 points: keep only the most important');
export const BRIEF_REQUIRED = 'is required (a draft may leave it out): 2–4 short points, shown as "Kort fortalt" above the article';

export const postFrontmatter = (areas: readonly LegalArea[] | null) =>
  z.strictObject({
    title: Text,
    date: IsoDate,
    category: legalArea(areas),
    excerpt: Text,
    /** true holds the post back: the production build leaves it out entirely, `npm run dev` shows it marked. */
    draft: z.boolean().default(false),
    /** Replaced by `draft`; a post that still says it is told so, not just "unrecognized key". */
    listed: z
      .unknown()
      .refine(() => false, 'is no longer used: write "draft: true" to hold a post back, or delete the line to publish it')
      .optional(),
    /** The day the owner last checked the article against the law: shown on it; older than a year warns. */
    reviewed: IsoDate.optional(),
    /** The statutes the article relies on, listed under it as "Kilder". */
    sources: PostSources.optional(),
    summary: PostBrief.optional(),
    /**
     * One of the repository's example articles: it builds, but the publish check refuses it until
     * the owner has read it against the law as their own and deleted the line.
     */
    sample: z.boolean().optional(),
  })
  .refine((post) => post.draft || post.summary !== undefined, { path: ['summary'], message: BRIEF_REQUIRED });

/** `<slug>.en.md`: date and category come from the Danish original. */
export const PostTranslationFrontmatter = z.strictObject({
  title: Text,
  excerpt: Text,
  /** The same sources with English titles; without it the Danish list is shown. */
  sources: TranslatedSources.optional(),
  /** Required unless the Danish post is a draft (the content build checks it). */
  summary: PostBrief.optional(),
});

/** File names a post cannot have: /blog/index is the blog's own list. */
const reservedSlugs = new Set(['index']);

export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'file name must be lower-case letters, digits and dashes')
  .refine((slug) => !reservedSlugs.has(slug), 'file name is reserved (/blog/index is the list of posts): rename the file');

const LocalizedText = z.strictObject({ title: z.string(), excerpt: z.string() });

/** What a post card, the feed and the home teasers need: no body. */
export const PostSummary = z.strictObject({
  slug: Slug,
  date: IsoDate,
  /** The legal area's id: the content build wrote only ids from legal-areas.yaml here. */
  category: z.custom<AreaId>((value) => typeof value === 'string'),
  /** Only in `npm run dev`: the production build leaves drafts out. */
  draft: z.literal(true).optional(),
  /** Only in `npm run dev`, with `draft`: dated ahead, published by the first build on its date. */
  scheduled: z.literal(true).optional(),
  da: LocalizedText,
  en: LocalizedText.optional(),
});
export type PostSummary = z.infer<typeof PostSummary>;

/** A post's body as HTML, built once from Markdown; English only where a translation exists. */
const PostBody = z.strictObject({ da: z.string(), en: z.string().optional() });

/** Another post of the same legal area, as the article links it: its title in each language it has. */
export const RelatedPost = z.strictObject({ slug: Slug, date: IsoDate, title: z.strictObject({ da: z.string(), en: z.string().optional() }) });
export type RelatedPost = z.infer<typeof RelatedPost>;

/** A section of an article: its heading's id (given by the content build) and its words. */
export const ArticleSection = z.strictObject({ id: z.string(), title: z.string() });
export type ArticleSection = z.infer<typeof ArticleSection>;

/** From this many sections a body gets a contents list. */
export const CONTENTS_FROM = 4;

/**
 * What the article page shows around the body: its contents list (each body with at least
 * CONTENTS_FROM sections), when it was last checked, its sources, and up to three other posts of
 * its legal area, newest first (none: left out).
 */
export const PostFacts = z.strictObject({
  contents: z.strictObject({ da: z.array(ArticleSection).optional(), en: z.array(ArticleSection).optional() }).optional(),
  reviewed: IsoDate.optional(),
  sources: z.strictObject({ da: z.array(ShownSource), en: z.array(ShownSource).optional() }).optional(),
  related: z.array(RelatedPost).optional(),
});
export type PostFacts = z.infer<typeof PostFacts>;

/** The "Kort fortalt" points, in each language the post has them. */
const PostBriefs = z.strictObject({ da: z.array(z.string()), en: z.array(z.string()).optional() });

export const Post = z.strictObject({ summary: PostSummary, brief: PostBriefs.optional(), body: PostBody, facts: PostFacts });
export type Post = z.infer<typeof Post>;

export const Review = z.strictObject({
  id: z.number().int().positive(),
  name: Text,
  rating: z
    .number()
    .min(1, 'must be between 1 and 5')
    .max(5, 'must be between 1 and 5')
    .refine((r) => Number.isInteger(r * 2), 'must be a whole or half number, such as 4 or 4.5'),
  comment: Text,
  date: IsoDate,
  /** An invented example review: `npm run check:publish` refuses to publish the site while one is left. */
  sample: z.boolean().optional(),
});
export type Review = z.infer<typeof Review>;
export const Reviews = z.array(Review, {
  error: (issue) => (issue.input === null || issue.input === undefined ? 'is empty: write [] for no reviews yet' : 'must be a list of reviews'),
});

/** A text the owner writes in both languages: `{ da: …, en: … }`. */

const course = (areas: readonly LegalArea[] | null) =>
  z.strictObject({
    title: BothLanguages,
    area: legalArea(areas),
    date: IsoDate,
    teacher: BothLanguages,
    credits: z
      .number({ error: 'must be a number of lessons' })
      .min(3, 'must be between 3.0 and 7.0 lessons')
      .max(7, 'must be between 3.0 and 7.0 lessons'),
  });
export const courses = (areas: readonly LegalArea[] | null) =>
  z.strictObject({
    /** The repository's example courses: shown while developing; the publish check refuses them. */
    sample: z.literal(true, { error: 'must be true, or the line deleted once the courses are your own' }).optional(),
    completed: z.array(course(areas)),
    inProgress: z.array(z.strictObject({ title: BothLanguages, area: legalArea(areas) })),
  });
export type Courses = z.infer<ReturnType<typeof courses>>;

/** A company that handles visitors' data for the owner (the privacy policy names it). */
export const Processor = z
  .strictObject({
    name: Text,
    /** ISO 3166 code: the privacy policy writes the country's name in each language. */
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DK or US'),
    /** What makes a transfer outside the EU/EEA lawful, e.g. "EU-U.S. Data Privacy Framework". */
    safeguard: Text.optional(),
  })
  .refine((p) => isInEea(p.country) || p.safeguard !== undefined, {
    path: ['safeguard'],
    message: 'is required for a company outside the EU/EEA: name the basis of the transfer (GDPR art. 45 or 46)',
  });
export type Processor = z.infer<typeof Processor>;

/** A form backend's address: https, or a server on this machine while developing. */
const EndpointUrl = z
  .url('must be an absolute URL')
  .refine((u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u), 'must be an https:// address');

/** Where the forms go (docs/architecture.md: Forms). */
export const Forms = z.discriminatedUnion(
  'provider',
  [
    /** Netlify Forms: the host receives the POST, stores it and e-mails the owner. */
    z.strictObject({ provider: z.literal('netlify') }),
    /** Any form backend that takes a POST of the fields and answers 2xx. */
    z.strictObject({
      provider: z.literal('endpoint'),
      endpoint: EndpointUrl,
      service: Processor,
      /**
       * The hidden field the service drops a message for when it is filled in (a bot): `_gotcha`
       * for Formspree (help.formspree.io, "Honeypot spam filtering"); another service's name from its docs.
       */
      honeypot: z
        .string()
        .regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, 'must be a form field name such as _gotcha')
        .default('_gotcha'),
    }),
    /** No service: the visitor's e-mail program sends the message. */
    z.strictObject({ provider: z.literal('mailto') }),
  ],
  { error: 'must have provider: netlify, endpoint or mailto' },
);
export type Forms = z.infer<typeof Forms>;

/**
 * A mailing list service's sign-up form (Buttondown, MailerLite, …): the newsletter box posts the
 * address there, and the service sends the confirmation e-mail (double opt-in) and the newsletter.
 */
export const Newsletter = z.strictObject({
  /** The address its sign-up form posts to, e.g. https://buttondown.com/api/emails/embed-subscribe/<name>. */
  action: EndpointUrl,
  /** The name of its e-mail field: `email` for Buttondown; see the service's form code. */
  emailField: z
    .string()
    .regex(/^[A-Za-z_][\w[\]-]*$/, 'must be a form field name such as email')
    .default('email'),
  /** The company, for the privacy policy. */
  service: Processor,
});
export type Newsletter = z.infer<typeof Newsletter>;

export const Site = z.strictObject({
  name: Text,
  role: Text,
  phone: Text,
  email: z.email('must be an e-mail address'),
  /** Without it, no Instagram link or text anywhere (the content build holds the texts to it). */
  instagram: Text.regex(/^@?[A-Za-z0-9._]+$/, 'must be an Instagram handle such as @juridiskvejledning').optional(),
  url: z
    .url('must be an absolute URL such as https://example.dk')
    // It becomes the canonical address, the sitemap, robots.txt and the feed: a web address only.
    .refine((u) => /^https?:\/\//.test(u), 'must start with https:// (or http:// for a local preview)')
    .refine((u) => !u.endsWith('/'), 'must not end with /'),
  founded: z.string().regex(/^\d{4}-\d{2}$/, 'must be a month written as YYYY-MM'),
  /** How far the owner is in the law degree, in each language: About and the disclaimer page say it. */
  study: z.strictObject({ da: Text, en: Text }, { error: 'must give the level of study in Danish (da) and English (en)' }),
  /** Where the owner studies, in each language (its English name may differ): shown with the study. */
  university: z.strictObject({ da: Text, en: Text }, { error: 'must give the university in Danish (da) and English (en)' }),
  /** Whether anyone reviews the guidance, as one plain sentence to visitors in each language: the owner cards and About say it. */
  review: z.strictObject({ da: Text, en: Text }, { error: 'must say in Danish (da) and English (en) whether anyone reviews your guidance' }),
  /** The posts the home page teases, by slug; each must exist. Without it, the two newest posts that are not examples. */
  homeTeasers: z.array(Slug).length(2, 'must name exactly two posts').optional(),
  forms: Forms.default({ provider: 'netlify' }),
  /** Without it there is no newsletter box. */
  newsletter: Newsletter.optional(),
  /**
   * Facts (site.yaml fields) and owner texts (keys of content/i18n) that are true as the
   * repository ships them: the publish check accepts them (scripts/publish-check.ts).
   */
  confirmed: z.array(Text, { error: 'must be a list of field names and text keys, e.g. [role, study]' }).default([]),
  /** The company that hosts the site (and, with Netlify Forms, receives the forms). */
  host: Processor,
  /** How long a message is kept after the matter is closed, in months (privacy policy). */
  retentionMonths: z.number({ error: 'must be a number of months' }).int('must be a whole number of months').min(1).max(120),
  /**
   * The contact form warns at once when a deadline typed in is this many days away or fewer:
   * a reply may come too late. Without it, 14 (issue #38: a reply takes 1–2 working days, and
   * Advokatvagten may open only twice a month).
   */
  deadlineWarningDays: z.number({ error: 'must be a number of days' }).int('must be a whole number of days').min(1).max(60).default(14),
});
export type Site = z.infer<typeof Site>;

/** Translations are flat: "section.key" → text. Both locales must hold the same keys. */
export const Messages = z.record(z.string().regex(/^[a-zA-Z0-9]+(\.[a-zA-Z0-9-]+)+$/, 'must look like section.key'), Text);


/** content/organisations.yaml: every organisation the site names and links, once. */
export const Organisation = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9]*$/, 'must be a short id of lower-case letters and digits, such as advokatvagten'),
  name: BothLanguages,
  about: BothLanguages,
  url: HttpsUrl,
  /** Digits and spaces as it is written, e.g. "116 111"; only a number checked on the organisation's own page. */
  phone: z
    .string({ error: 'must be a phone number in quotes, such as "116 111"' })
    .regex(/^\+?\d[\d ]{1,14}\d$/, 'must be a phone number of digits and spaces, such as "116 111"')
    .optional(),
  /** Listed in the urgent box ("Er nogen i fare?"), in file order; needs a phone number. */
  urgent: z.boolean({ error: 'must be true or false' }).optional(),
});
export type Organisation = z.infer<typeof Organisation>;
export const Organisations = z.array(Organisation).min(1, 'must list at least one organisation');

/**
 * content/source-hosts.yaml: the authorities' sites a source may link to, besides the consolidated
 * acts on retsinformation.dk (always allowed). A host covers its subdomains.
 */
export const SourceHosts = z.strictObject({
  hosts: z.array(
    z
      .string({ error: 'must be a host name such as forbrug.dk' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/, 'must be a host name such as forbrug.dk: no https://, no path, lower-case'),
    { error: 'must be a list of host names, one per line starting with "- "' },
  ),
});

/** A deadline in an area: what it is, in both languages, and the section it rests on. */
const HelpDeadline = z.strictObject({
  da: Text,
  en: Text,
  /** The statute and section, as lawyers write it: "familieretshusloven § 38, stk. 1". */
  statute: Text.refine((s) => s.includes('§'), 'must name the section, e.g. "retsplejeloven § 372, stk. 1"'),
  /** The current consolidated act (retsinformation.dk). */
  url: HttpsUrl,
  checked: Checked,
});

/** content/help/<area id>.yaml: what /find-hjaelp/<area> says. */
export const HelpGuide = z.strictObject({
  intro: BothLanguages,
  canHelp: z.array(BothLanguages).min(1, 'must say at least one thing the service can help with'),
  cannotHelp: z.array(BothLanguages).min(1, 'must say at least one thing the service cannot do'),
  deadlines: z.array(HelpDeadline, { error: 'must be a list (write [] for none)' }),
  /** Ids from content/organisations.yaml, most useful first. */
  help: z.array(z.string(), { error: 'must be a list of organisation ids' }).min(1, 'must name at least one organisation'),
  /**
   * Said in the contact form, whatever the date, when this area is chosen: what must come before
   * a message to me (a criminal case: a defence lawyer). Optional.
   */
  formNote: BothLanguages.optional(),
  /**
   * What the contact form's warning says, with this area chosen, about a deadline that is close or
   * has passed, instead of the general advice to a lawyer or free advice (a criminal case: your
   * defence lawyer or the court). Optional.
   */
  deadlineNote: BothLanguages.optional(),
});
export type HelpGuide = z.infer<typeof HelpGuide>;

/** What an area's guide page shows: the guide with its organisations and the area's articles. */
export type HelpPage = Omit<HelpGuide, 'help'> & {
  help: Organisation[];
  posts: Pick<PostSummary, 'slug' | 'da' | 'en'>[];
};

/** The longest `means` of a situation's outcome, in characters (about three short sentences). */
const MEANS_MAX = 360;
const shortText = (max: number) => Text.refine((text) => text.length <= max, { error: (issue) => `is ${String((issue.input as string).length)} characters: keep it to ${max}, so that the deadline shows in the first screen of a phone` });

/** An address word in a situation's path: lower-case letters, digits and hyphens. */
const StepSlug = z
  .string({ error: 'must be a short address word such as "funktionaer"' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens, such as "fik-afgoerelsen"');

/** A text that is also a page's title: search results and html-validate cut titles at 70 characters. */
// Counted as the page writes it (an apostrophe is "&#39;"), as html-validate reads it.
const titleLength = (text: string) => escapeHtml(text).length;
const TitleText = Text.refine((text) => titleLength(text) <= 70, {
  error: (issue) => `is ${String(titleLength(issue.input as string))} characters as a page writes it (' and & count as 5): a page title holds at most 70`,
});
const BothTitles = z.strictObject({ da: TitleText, en: TitleText }, BothLanguagesError);

/** One answer to a question: its words, and the step it leads to (a question or an outcome of the same file). */
const SituationAnswer = z.strictObject({ da: Text, en: Text, next: StepSlug });

/**
 * A question that asks for a day (the decision received, the move-out): a date field above its
 * answers, which stay for a visitor who does not know the day or has no JavaScript. The day goes
 * to `next`, an outcome whose deadline has a `count`, or to `late` once that deadline has passed.
 */
const DateQuestion = z.strictObject({
  /** The date field's label: "Datoen, du fik afgørelsen". */
  label: BothLanguages,
  next: StepSlug,
  late: StepSlug.optional(),
});

/** A question, one per page, each answer a link (one is enough beside a date field: "Det ved jeg ikke"). */
const SituationQuestion = z.strictObject({
  question: BothTitles,
  /** A line under the question, e.g. what "funktionær" means. */
  hint: BothLanguages.optional(),
  date: DateQuestion.optional(),
  answers: z.array(SituationAnswer).min(1, 'must offer at least one answer'),
});

const MOVES_ERROR = 'must be false, or the section that moves a last day on a weekend or holiday, such as "forældelsesloven § 27, stk. 2"';

/**
 * How a deadline is counted from a day the visitor gives (src/content/deadlines/countDeadline.ts):
 * content beside the deadline it belongs to, as its source says it.
 */
const Count = z.strictObject({
  length: z.number({ error: 'must be a whole number, such as 4' }).int().min(1),
  unit: z.enum(['days', 'weeks', 'months', 'years'], { error: 'must be days, weeks, months or years' }),
  /** What the day is, after "4 uger fra den 26. november 2026,": "den dag, du fik afgørelsen". */
  from: BothLanguages,
  /**
   * Where a source says a last day on a weekend or holiday moves to the next working day, that
   * section ("forældelsesloven § 27, stk. 2"), which the page names when it moves the day; `false`
   * otherwise, and the page shows the earlier day and says so.
   */
  moves: z.union([z.literal(false, { error: MOVES_ERROR }), z.string({ error: MOVES_ERROR }).refine((s) => s.includes('§'), MOVES_ERROR)], { error: MOVES_ERROR }),
  /** Whose deadline it is, where it is not the visitor's own: "Udlejers frist". */
  whose: BothLanguages.optional(),
  /** What to do today, said when the day is 14 days away or fewer. */
  soon: BothLanguages,
  /** What it means, and what to do now, once the day has passed. */
  late: BothLanguages,
});
export type Count = z.infer<typeof Count>;

/** An outcome's deadline: an area's, and how it is counted from a day the visitor knows. */
const SituationDeadline = HelpDeadline.extend({ count: Count.optional() });

/** A letter's file name in content/letters/, without .yaml. */
const LetterId = z.string({ error: 'must be a letter’s file name in content/letters/, without .yaml' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a letter’s file name in content/letters/, without .yaml');

/**
 * Where a situation ends, in the order the page shows it: what it usually means and the deadline
 * that runs; who can help now, for free; what the owner can and cannot do; then the contact link.
 */
const SituationOutcome = z.strictObject({
  /**
   * The answer in a few plain words ("Du er funktionær: du kan have ret til godtgørelse"): the
   * page's heading and title, so the browser tab and a search result say where the visitor ended,
   * not only the situation (a danger situation's title stays neutral; its heading says this). No
   * two outcomes of the site, and no situation, may have the same title in a language.
   */
  title: BothTitles,
  /**
   * What this situation usually means, in two or three short sentences: short enough that the
   * deadline below it starts in the first screen of a 375 px phone.
   */
  means: z.strictObject({ da: shortText(MEANS_MAX), en: shortText(MEANS_MAX) }, BothLanguagesError),
  /** The deadline that runs, with the section it rests on. */
  deadline: SituationDeadline.optional(),
  /** What to do before the deadline ends, in order, one short sentence each. */
  act: z.array(BothLanguages).min(1, 'must say at least one thing to do now'),
  /** Ids from content/organisations.yaml: who can help now and for free, most useful first. */
  help: z.array(z.string(), { error: 'must be a list of organisation ids' }).min(1, 'must name at least one organisation'),
  /** What the owner can and cannot do in this situation. */
  owner: BothLanguages,
  /** The letter that is the next step, written beside a short form ("Skriv brevet"). Optional. */
  letter: LetterId.optional(),
});

const SituationStep = z.union([z.strictObject({ outcome: SituationOutcome }), SituationQuestion], {
  error: 'must be a question (question, answers) or an outcome (outcome: title, means, act, help, owner)',
});

/**
 * content/situations/<address>.yaml: one situation of the help guide's "Hvad er der sket?", in the
 * visitor's words, its questions (at most three on any path) and where each answer ends.
 */
export const Situation = z.strictObject({
  /** Its place in the list (1 first). */
  order: z.number({ error: 'must be a number' }).int().min(1),
  /** The situation in the visitor's words: the link on the list, and the line above each of its pages' heading. */
  title: BothTitles,
  /**
   * The legal area the contact form preselects: an id from content/legal-areas.yaml, or "other".
   * A situation in a sensitive area (legal-areas.yaml) carries the quick exit on its pages.
   */
  area: z.custom<AreaId | 'other'>((value) => typeof value === 'string', 'must be an id from content/legal-areas.yaml, or other'),
  /**
   * `true` where a person in this situation may be in danger now (someone threatens or hits
   * them): each of its steps starts with the 112 line. A sensitive area alone adds the quick exit.
   * Its pages' titles are neutral ("Hvad er der sket? – trin 2"), so the browser's history list
   * names nothing; its address is its file name, so that should say nothing either (tryghed.yaml).
   */
  danger: z.boolean({ error: 'must be true or false' }).optional(),
  /**
   * Said in the contact form instead of the area's `formNote` when the visitor comes from this
   * situation (/kontakt/om/<address>/): the area's note may speak to someone else (a criminal
   * case's note first to the suspect, where this situation's visitor is the victim). Optional.
   */
  formNote: BothLanguages.optional(),
  /**
   * What must come before a message to me, as each outcome's main action (a filled button beside
   * its deadline): an organisation of the outcome's own `help` list, and what the button says (a
   * suspect's "Find en forsvarer"). "Skriv til mig" is then a plain link. Optional.
   */
  mainHelp: z
    .strictObject({
      organisation: z.string({ error: 'must be an organisation id from the outcome’s help list' }),
      da: z.string({ error: 'must be the button’s Danish text' }).min(1),
      en: z.string({ error: 'must be the button’s English text' }).min(1),
    })
    .optional(),
  /** The first step: a key of `steps`. */
  start: StepSlug,
  steps: z.record(StepSlug, SituationStep),
});
export type Situation = z.infer<typeof Situation>;
export type SituationOutcome = z.infer<typeof SituationOutcome>;

/** What a situation's pages show (situations/<address>.json): its steps, the organisations resolved. */
export type SituationPage = Omit<Situation, 'order' | 'steps' | 'formNote'> & {
  steps: Record<string, SituationQuestionStep | { outcome: Omit<SituationOutcome, 'help' | 'deadline'> & { deadline?: Omit<SituationDeadlineEntry, 'checked'>; help: Organisation[] } }>;
};
export type SituationQuestionStep = z.infer<typeof SituationQuestion>;
type SituationDeadlineEntry = z.infer<typeof SituationDeadline>;

/** A blank of a letter: `{id}` in its text. */
const LetterField = z.strictObject({
  id: z.string({ error: 'must be a short word of lower-case letters, such as navn' }).regex(/^[a-z]+$/, 'must be a short word of lower-case letters, such as navn'),
  /** The field's label. */
  da: Text,
  en: Text,
  /** One line, several lines (an address, a reason), or a date (written out in the letter). */
  kind: z.enum(['line', 'lines', 'date'], { error: 'must be line, lines or date' }),
  /** A date field filled in from the journey: the day the visitor gave (`from`), or the deadline counted from it. */
  journey: z.enum(['from', 'deadline'], { error: 'must be from or deadline' }).optional(),
  hint: BothLanguages.optional(),
});

/**
 * content/letters/<id>.yaml: a letter a visitor writes from an outcome, in the browser: its blanks,
 * its text in each language with `{id}` for a blank and `{idag}` for today (TODAY_PLACEHOLDER), what to do with it,
 * and the sections it rests on.
 */
export const Letter = z.strictObject({
  title: BothLanguages,
  fields: z.array(LetterField).min(1, 'must have at least one field'),
  text: BothLanguages,
  /** What to do with the letter, in order: where to send it, how to keep proof, by when. */
  send: z.array(BothLanguages).min(1, 'must say where to send the letter'),
  sources: z
    .array(
      z.strictObject({
        statute: Text.refine((s) => s.includes('§'), 'must name the section, e.g. "lejeloven § 187, stk. 2"'),
        url: HttpsUrl,
      }),
    )
    .min(1, 'must name at least one source'),
  checked: IsoDate,
});
export type Letter = z.infer<typeof Letter>;
/** What a letter's file for the browser holds (letters/<id>.json). */
export type LetterPage = Omit<Letter, 'checked'>;

/** A situation as the help guide lists it: its first page, and its area (the line under its title). */
export type SituationLink = { address: string; start: string; title: { da: string; en: string }; area: AreaId | 'other' };
