// Which texts travel with which page. Keys are "prefix.rest". The core prefixes go into every
// page's JavaScript; every other key belongs to a text group, which loads with the screens
// whose route names it (`texts` in src/routes/routes.ts) or with the part that asks for it.
// A group holds the keys whose prefix is its own name, plus the extra prefixes listed here.
// A prefix that fits nowhere fails the build: it would otherwise grow every page.
// Read by the content build (scripts/content/message-groups.ts), which writes one module per group.

/**
 * Texts every page needs: the layout, toasts, post cards, and the legal areas' names
 * (`area.<id>`, written by the build from content/legal-areas.yaml). The not-found page loads
 * its own.
 */
export const corePrefixes = ['site', 'common', 'nav', 'lang', 'footer', 'post', 'toast', 'area'] as const;

/** Groups that carry more than their own prefix. */
export const extraPrefixes: Readonly<Record<string, readonly string[]>> = {
  home: ['hero', 'profile', 'reviews', 'mission', 'cta'],
  blog: ['newsletter', 'article', 'share'],
  // What the help parts share (urgent box, quick exit, external links, the area choice).
  urgent: ['exit', 'guide'],
};

/** Groups no route names: parts that load their texts themselves. */
export const componentGroups = ['disclaimerDialog', 'reviewForm'] as const;
