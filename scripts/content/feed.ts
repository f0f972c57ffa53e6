import { withoutSoftHyphens } from '../../src/content/softHyphens.ts';
import { Feed } from 'feed';
import { escapeHtml } from '../../src/content/escapeHtml.ts';
import type { Language, PostSummary, ShownSource, Site } from '../../src/content/schema.ts';
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
  /** A post's "Kort fortalt" points and its sources in the feed's language, as its page shows them around the body. */
  brief: (slug: string) => readonly string[] | undefined;
  sources: (slug: string) => readonly ShownSource[] | undefined;
  /** The page's headings for them: "Kort fortalt", "Kilder". */
  headings: { brief: string; sources: string };
};

/**
 * The article as its page shows it: "Kort fortalt" first, the body, then "Kilder". The points and
 * the sources' titles are text (escaped here); a source's address is an https URL (the content
 * build allows no other).
 */
function article(body: string, brief: readonly string[] | undefined, sources: readonly ShownSource[] | undefined, headings: FeedTexts['headings']): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const points = brief?.length ? `<h2>${escapeHtml(headings.brief)}</h2>${list(brief.map((point) => escapeHtml(withoutSoftHyphens(point))))}` : '';
  const cited = sources?.length
    ? `<h2>${escapeHtml(headings.sources)}</h2>${list(sources.map(({ title, url }) => `<a href="${escapeHtml(url)}">${escapeHtml(withoutSoftHyphens(title))}</a>`))}`
    : '';
  return points + body + cited;
}

/**
 * Root-relative links and images ("/blog/x/", "/repo/images/y.webp") made absolute: a feed reader
 * is not on the site. A picture's other widths are left out: a reader shows its `src`.
 */
const absolute = (html: string, origin: string) =>
  html.replace(/ (?:srcset|sizes)="[^"]*"/g, '').replace(/ (href|src)="\/(?!\/)/g, ` $1="${origin}/`);

/**
 * HTML that stays inside its CDATA section: the feed library escapes only the first "]]>", and
 * "]]&gt;" shows the same in HTML text and attributes.
 */
const inCdata = (html: string) => html.replaceAll(']]>', ']]&gt;');

/**
 * RSS 2.0 of the posts in a language, newest first, each with its whole article, with absolute
 * URLs from site.yaml: feed.xml in Danish, en/feed.xml of the posts with an English version.
 */
export function buildFeed(site: Site, posts: PostSummary[], lang: Language, { siteTitle, description, areaName, body, brief, sources, headings }: FeedTexts): string {
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
      ...(body(post.slug) !== undefined && {
        content: inCdata(absolute(article(withoutSoftHyphens(body(post.slug) ?? ''), brief(post.slug), sources(post.slug), headings), origin)),
      }),
      date: new Date(`${post.date}T00:00:00Z`),
      category: [{ name: areaName(post.category) }],
      // dc:creator, not <author>: RSS 2.0's author is an e-mail address, and a name there is an
      // error to the W3C feed validator. (The dc namespace comes with the content above.)
      extensions: [{ name: 'dc:creator', objects: { _text: site.name } }],
    });
  }
  return feed.rss2();
}
