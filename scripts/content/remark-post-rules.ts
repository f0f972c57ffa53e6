import type { Heading, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { countText, type TextCounts } from './readability.ts';
import { slugify } from '../../src/content/slugify.ts';
import type { ArticleSection } from '../../src/content/schema.ts';

/** What the rules find in one post, beside its HTML: the content build refuses or warns on it. */
export type PostFacts = {
  /** Every link to a page of this site (relative ones resolved), for the build's internal link check. */
  internalLinks: string[];
  /** Links and images whose address is not allowed (a scheme other than https, http, mailto, tel, or //host). */
  unsafeUrls: string[];
  /** Every image's address: a path on this site (resolved), or another site's, which the CSP would block. */
  images: string[];
  /** The line of each image written without a description (`![](…)`): a screen reader says nothing of it. */
  imagesWithoutAlt: number[];
  /** Level-1 headings break the page outline: the post title is the page's only h1. */
  h1Count: number;
  /** Raw HTML (comments aside) is never rendered; the build tells the owner instead of dropping it silently. */
  rawHtmlCount: number;
  /** Footnote definitions (`[^1]: …`): not supported, and told so rather than taken for links. */
  footnotes: number;
  /** Words, sentences and long words of the prose, for its LIX score. */
  readability: TextCounts;
  /** Every section (`## …`): its heading's id and words, for the article's contents list. */
  sections: ArticleSection[];
};

// What the rules leave on the file, typed for whoever reads `file.data.post`.
declare module 'vfile' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into vfile's
  interface DataMap {
    post: PostFacts;
  }
}

/** The schemes a link or image in a post may use; anything else (javascript:, data:, …) fails the build. */
export const allowedSchemes = ['https', 'http', 'mailto', 'tel'];

/** Every post lives at /blog/<slug>: a relative link is read from there, whichever post it is in. */
const postBase = 'https://site.invalid/blog/post';
const postOrigin = new URL(postBase).origin;

/**
 * Reads an address as a browser would: control characters and white space inside it are
 * ignored, so `java\tscript:` is still javascript:. The Markdown parser has already decoded
 * entities (`&#x6a;avascript:`). Returns the scheme in lower case, '//' for a host-relative
 * address, or null for a path or #fragment on this site.
 */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\\\') || compact.startsWith('/\\')) return '//';
  return /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase() ?? null;
}

/** Percent-escapes read as the characters they stand for (`%5C` is `\`), except the ones that shape an address. */
function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** A link's or image's address as checked: a path on this site resolved, or null for one refused. */
type Address = { href: string | null; internal?: string; unsafe?: string };

function readAddress(url: string, image: boolean): Address {
  const written = decoded(url);
  const scheme = schemeOf(written);
  if (scheme !== null) return allowedSchemes.includes(scheme) ? { href: url } : { href: null, unsafe: written };
  if (written === '' || written.startsWith('#')) return { href: url };
  // A path on this site, written absolute or relative: checked and written as absolute, so it
  // works whatever address the page was opened at. One that leaves the site as a browser reads
  // it ("\/host": a backslash is a slash), or that no browser can read, is refused.
  const resolved = URL.parse(written, postBase);
  if (resolved?.origin !== postOrigin) return { href: null, unsafe: written };
  // A page's address ends in a slash (src/routes/routes.ts), so that no host redirects the
  // reader; a file (an image, feed.xml) keeps its name.
  const page = !image && !/\.[a-z0-9]+$/i.test(resolved.pathname);
  const path = (page ? resolved.pathname.replace(/\/?$/, '/') : resolved.pathname) + resolved.search + resolved.hash;
  return { href: path, ...(!image && { internal: path }) };
}

/** A section sign or a "stk."/"nr."/"pkt." and the space before its number. */
const sectionSpace = /(§§?|\b(?:stk|nr|pkt)\.) (?=\d)/g;

/** Raw HTML, not only comments (a comment is a note the owner may leave in a post). */
const isRawHtml = (html: string) => !/^(?:<!--(?:(?!-->)[\s\S])*-->\s*)+$/.test(html.trim());

/** The words a reader reads in a paragraph or heading: code, raw HTML, images and bare addresses are not prose. */
function proseOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'break':
    case 'inlineCode':
    case 'html':
    case 'image':
    case 'imageReference':
      return ' ';
    case 'link': {
      const words = node.children.map(proseOf).join('');
      // An autolink (<https://…>, <navn@eksempel.dk>) shows its address; a named link shows its words.
      return words === node.url || `mailto:${words}` === node.url ? ' ' : words;
    }
    default:
      return 'children' in node ? node.children.map(proseOf).join('') : '';
  }
}

/** A heading's text as written: its text and code, without the marks around them (nor raw HTML or an image's description). */
const headingText = (node: Heading) => toString(node, { includeHtml: false, includeImageAlt: false });

/** Ids the page around a post uses (the layout, the article's own parts, the footer, the dialog): no section takes one. */
const pageIds = /^(?:main|root|urgent|disclaimer|page-data|(?:article|footer|disclaimer)-.*)$/;

/**
 * Gives each section (`## …`) an id from its words, unique in the post ("## Depositum" →
 * `<h2 id="depositum">`), so the article's contents list and any link can lead to it. Letters
 * with accents lose them (é → e); æ, ø and å are spelt out as in every address of the site.
 * A counter per id keeps a post of thousands of equal headings linear.
 */
function sectionIds(): (words: string) => string {
  const taken = new Set<string>();
  const next = new Map<string, number>();
  return (words) => {
    const plain = words.replace(/[^æøå]/gi, (c) => c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    const slug = slugify(plain) || 'afsnit';
    const base = pageIds.test(slug) ? `${slug}-afsnit` : slug;
    let id = base;
    let n = next.get(base) ?? 2;
    while (taken.has(id)) id = `${base}-${n++}`;
    next.set(base, n);
    taken.add(id);
    return id;
  };
}

/**
 * An image's description is plain text in the syntax tree (its `alt`), raw HTML flattened into
 * it. Read as the link it would be without the "!", it shows that HTML again, to be counted.
 */
function rawHtmlInImageDescription(source: string, start: number | undefined, end: number | undefined, parse: (text: string) => Root): number {
  if (start === undefined || end === undefined) return 0;
  let count = 0;
  visit(parse(source.slice(start + 1, end)), 'html', (node) => {
    if (isRawHtml(node.value)) count++;
  });
  return count;
}

/** What a link or image whose address was refused becomes: one without the address. */
const withoutHref = { href: undefined };
const withoutSrc = { src: undefined };

/**
 * The project's rules for a post's Markdown, as a remark plugin: every address checked and
 * resolved (a refused one is also kept out of the HTML), "§ 19" held together, sections given
 * ids, and what the content build refuses or warns on collected in `file.data.post`.
 */
export const remarkPostRules: Plugin<[], Root> = function () {
  const parse = (text: string) => this.parse(text) as Root;
  return (tree: Root, file: VFile) => {
    const source = String(file);
    const internalLinks = new Set<string>();
    const unsafeUrls = new Set<string>();
    const images: string[] = [];
    const imagesWithoutAlt: number[] = [];
    const blocks: string[] = [];
    const sections: ArticleSection[] = [];
    const sectionId = sectionIds();
    /** Each definition's address as written, by its label. */
    const definitions = new Map<string, string>();
    let h1Count = 0;
    let rawHtmlCount = 0;
    let footnotes = 0;

    /** Checks an address; a refused one never reaches the HTML (the build refuses the post regardless). */
    const check = (node: { url: string; data?: { hProperties?: object } }, image: boolean) => {
      const { href, internal, unsafe } = readAddress(node.url, image);
      if (internal !== undefined) internalLinks.add(internal);
      if (unsafe !== undefined) unsafeUrls.add(unsafe);
      if (href === null) node.data = { ...node.data, hProperties: image ? withoutSrc : withoutHref };
      else node.url = href;
      return href ?? unsafe ?? node.url;
    };

    // `[^1]: source` is a link definition to CommonMark: taken out, so "[^1]" stays text and the
    // note is counted (and refused) rather than checked as a link. Every other definition is
    // checked, used or not: the next edit may use it.
    visit(tree, 'definition', (node, index, parent) => {
      if (node.label?.startsWith('^')) {
        footnotes++;
        parent?.children.splice(index ?? 0, 1);
        return index;
      }
      definitions.set(node.identifier, node.url);
      check(node, false);
    });

    visit(tree, (node) => {
      switch (node.type) {
        case 'text':
          // "§ 19, stk. 1" never breaks between the sign and its number at the end of a line.
          node.value = node.value.replace(sectionSpace, '$1\u00a0');
          break;
        case 'html':
          if (isRawHtml(node.value)) rawHtmlCount++;
          break;
        case 'link':
          check(node, false);
          break;
        case 'image':
          images.push(check(node, true));
          if (!node.alt?.trim()) imagesWithoutAlt.push(node.position?.start.line ?? 0);
          rawHtmlCount += rawHtmlInImageDescription(source, node.position?.start.offset, node.position?.end.offset, parse);
          break;
        case 'imageReference': {
          // The definition was checked as a link's; an image keeps its address without a slash.
          const written = definitions.get(node.identifier);
          if (written === undefined) break;
          const { href, unsafe } = readAddress(written, true);
          images.push(href ?? unsafe ?? written);
          if (!node.alt?.trim()) imagesWithoutAlt.push(node.position?.start.line ?? 0);
          node.data = { hProperties: href === null ? withoutSrc : { src: href } };
          break;
        }
        case 'linkReference': {
          const written = definitions.get(node.identifier);
          if (written !== undefined && readAddress(written, false).href === null) node.data = { hProperties: withoutHref };
          break;
        }
      }
    });

    // Each paragraph and heading (in lists and quotes too) ends a sentence.
    visit(tree, (node) => {
      if (node.type !== 'paragraph' && node.type !== 'heading') return;
      blocks.push(proseOf(node));
      if (node.type === 'heading' && node.depth === 1) h1Count++;
      if (node.type === 'heading' && node.depth === 2) {
        const title = headingText(node);
        const id = sectionId(title);
        node.data = { ...node.data, hProperties: { id } };
        sections.push({ id, title });
      }
      return 'skip';
    });

    file.data.post = {
      internalLinks: [...internalLinks],
      unsafeUrls: [...unsafeUrls],
      images,
      imagesWithoutAlt,
      h1Count,
      rawHtmlCount,
      footnotes,
      readability: countText(blocks),
      sections,
    };
  };
};
