import type { Site } from '../../src/content/schema.ts';

/**
 * sitemap.xml of every page search engines may list, from the same route table as the
 * prerender. `lastmod` (YYYY-MM-DD) by path where the content says when a page last changed:
 * a post's `reviewed`, or its `date`.
 */
export function buildSitemap(site: Site, paths: string[], lastmod: ReadonlyMap<string, string> = new Map()): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = paths
    .map((p) => {
      const modified = lastmod.get(p);
      return `  <url><loc>${escape(site.url + p)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
