// Every URL the site has, in one place: the router, the prerender list, the build's
// internal-link check and (later) the sitemap all derive from these.
export const staticPaths = ['/', '/blog', '/ydelser', '/om', '/kontakt', '/juridisk-ansvarsfraskrivelse'] as const;
export type StaticPath = (typeof staticPaths)[number];

export const postPath = (slug: string) => `/blog/${slug}`;

/** Pattern for wouter's <Route> matching a single post. */
export const postPattern = '/blog/:slug';

export function allPaths(postSlugs: readonly string[]): string[] {
  return [...staticPaths, ...postSlugs.map(postPath)];
}
