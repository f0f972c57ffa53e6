// Which texts travel with which page. Keys are "prefix.rest". The core prefixes are in every
// route's payload; every other key belongs to a text group, in the payload of each route that
// names it (`texts` in src/routes/routes.ts). A group holds the keys whose prefix is its own
// name, plus the extra prefixes listed here. A prefix that fits nowhere fails the build: it
// would otherwise be on no page. Read by the content build (scripts/content/message-groups.ts).

/**
 * Texts every page needs: the layout, toasts, post cards and the legal areas' names
 * (`area.<id>`, written by the build from content/legal-areas.yaml).
 */
export const corePrefixes = ['site', 'common', 'nav', 'lang', 'footer', 'post', 'toast', 'area'] as const;

/**
 * Texts only the prerendered HTML holds, outside the app: the disclaimer dialog
 * (src/components/DisclaimerDialog.tsx) and the English offer (src/components/EnglishOffer.tsx)
 * are in every page as they were written, and the help card in each article's body is written
 * into it by the content build (scripts/content/help-card.ts). No payload carries them.
 */
export const htmlOnlyPrefixes = ['disclaimerDialog', 'langOffer', 'articleHelp'] as const;

/** Groups that carry more than their own prefix. */
export const extraPrefixes: Readonly<Record<string, readonly string[]>> = {
  home: ['hero', 'profile', 'reviews', 'mission', 'cta'],
  blog: ['newsletter', 'article', 'share'],
  // What the help parts share (urgent box, external links, the area choice).
  urgent: ['guide'],
};
