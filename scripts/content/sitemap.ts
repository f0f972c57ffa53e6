import type { Site } from '../../src/content/schema.ts';
import { hreflangLinks, type SitePage } from '../../src/routes/sitePaths.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml of every page search engines may list, in both languages, from the same route
 * table as the prerender. Each names its versions in the languages it has (xhtml:link, as the
 * pages' hreflang do) and, where the content says when it last changed, its `lastmod` (YYYY-MM-DD): a
 * post's `reviewed`, or its `date`.
 */
export function buildSitemap(site: Site, pages: readonly SitePage[], lastmod: ReadonlyMap<string, string> = new Map()): string {
  const urls = pages
    .map(({ path, alternates }) => {
      const modified = lastmod.get(path);
      const links = hreflangLinks(alternates).map(
        ([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${escape(site.url + href)}"/>`,
      );
      return `  <url>\n    <loc>${escape(site.url + path)}</loc>${modified ? `\n    <lastmod>${modified}</lastmod>` : ''}${links.join('')}\n  </url>`;
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls}\n</urlset>\n`
  );
}

export function buildRobots(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
