import { withoutSoftHyphens } from '../../src/content/softHyphens.ts';
import { Feed } from 'feed';
import { escapeHtml } from '../../src/content/escapeHtml.ts';
import type { Language, PostSummary, Site } from '../../src/content/schema.ts';
import { hrefIn } from '../../src/routes/href.ts';
import { inLanguage } from '../../src/i18n/languagePath.ts';
import { feedFile } from '../../src/content/pagePayload.ts';

type FeedTexts = {
  siteTitle: string;
  description: string;
  /** A legal area's name in the feed's language, by id. */
  areaName: (id: string) => string;
  /** A post's body in the feed's language, as its page shows it (sanitised when it was rendered). */
  body: (slug: string) => string | undefined;
};

/** Root-relative links and images ("/blog/x/", "/repo/images/y.png") made absolute: a feed reader is not on the site. */
const absolute = (html: string, origin: string) => html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${origin}/`);

/**
 * HTML that stays inside its CDATA section: the feed library escapes only the first "]]>", and
 * "]]&gt;" shows the same in HTML text and attributes.
 */
const inCdata = (html: string) => html.replaceAll(']]>', ']]&gt;');

/**
 * RSS 2.0 of the posts in a language, newest first, each with its whole article, with absolute
 * URLs from site.yaml: feed.xml in Danish, en/feed.xml of the posts with an English version.
 */
export function buildFeed(site: Site, posts: PostSummary[], lang: Language, { siteTitle, description, areaName, body }: FeedTexts): string {
  const { origin } = new URL(site.url);
  const translated = posts.filter((p) => p[lang] !== undefined);
  const feed = new Feed({
    title: siteTitle,
    description,
    id: `${site.url}${inLanguage(lang, '/')}`,
    link: site.url + hrefIn(lang, 'blog'),
    language: lang,
    copyright: `© ${site.name}`,
    updated: translated[0] ? new Date(`${translated[0].date}T00:00:00Z`) : new Date(`${site.founded}-01T00:00:00Z`),
    feedLinks: { rss: `${site.url}/${feedFile(lang)}` },
    author: { name: site.name, email: site.email },
  });
  for (const post of translated) {
    const text = post[lang] ?? post.da;
    const url = site.url + hrefIn(lang, 'post', { slug: post.slug });
    feed.addItem({
      // Text, not markup: a reader that shows <title> and <description> as HTML shows them as written.
      title: escapeHtml(withoutSoftHyphens(text.title)),
      id: url,
      link: url,
      description: escapeHtml(withoutSoftHyphens(text.excerpt)),
      ...(body(post.slug) !== undefined && { content: inCdata(absolute(withoutSoftHyphens(body(post.slug) ?? ''), origin)) }),
      date: new Date(`${post.date}T00:00:00Z`),
      category: [{ name: areaName(post.category) }],
      author: [{ name: site.name }],
    });
  }
  return feed.rss2();
}
