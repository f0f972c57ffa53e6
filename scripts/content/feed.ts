import { Feed } from 'feed';
import type { PostSummary, Site } from '../../src/content/schema.ts';
import { href } from '../../src/routes/href.ts';

/** RSS 2.0 of the listed posts, newest first, with absolute URLs from site.yaml. */
export function buildFeed(
  site: Site,
  posts: PostSummary[],
  siteTitle: string,
  description: string,
  /** A legal area's Danish name, by id. */
  areaName: (id: string) => string,
): string {
  const listed = posts.filter((p) => p.listed);
  const feed = new Feed({
    title: siteTitle,
    description,
    id: `${site.url}/`,
    link: `${site.url}/blog`,
    language: 'da',
    copyright: `© ${site.name}`,
    updated: listed[0] ? new Date(`${listed[0].date}T00:00:00Z`) : new Date(`${site.founded}-01T00:00:00Z`),
    feedLinks: { rss: `${site.url}/feed.xml` },
    author: { name: site.name, email: site.email },
  });
  for (const post of listed) {
    const url = site.url + href('post', { slug: post.slug });
    feed.addItem({
      title: post.da.title,
      id: url,
      link: url,
      description: post.da.excerpt,
      date: new Date(`${post.date}T00:00:00Z`),
      category: [{ name: areaName(post.category) }],
      author: [{ name: site.name }],
    });
  }
  return feed.rss2();
}
