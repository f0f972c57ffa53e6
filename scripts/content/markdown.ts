import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Heading, Root } from 'mdast';
import { countText, markdownBlocks, type TextCounts } from './readability.ts';
import { slugify } from '../../src/content/slugify.ts';

// remark-rehype drops raw HTML unless told otherwise (allowDangerousHtml), so a post can
// never smuggle a <script> or an event handler into the page.
const toHtml = unified().use(remarkRehype).use(rehypeStringify);
const parser = unified().use(remarkParse);

/** The schemes a link or image in a post may use; anything else (javascript:, data:, …) fails the build. */
const allowedSchemes = new Set(['https', 'http', 'mailto', 'tel']);

/** Every post lives at /blog/<slug>: a relative link is read from there, whichever post it is in. */
const postBase = 'https://site.invalid/blog/post';

export type RenderedMarkdown = {
  html: string;
  /** Every link to a page of this site (relative ones resolved), for the build's internal link check. */
  internalLinks: string[];
  /** Links and images whose address is not allowed (a scheme other than https, http, mailto, tel, or //host). */
  unsafeUrls: string[];
  /** Every image's address: a path on this site (resolved), or another site's, which the CSP would block. */
  images: string[];
  /** Level-1 headings break the page outline: the post title is the page's only h1. */
  h1Count: number;
  /** Raw HTML (comments aside) is never rendered; the build tells the owner instead of dropping it silently. */
  rawHtmlCount: number;
  /** Nothing but white space: a page with a title and no article. */
  empty: boolean;
  /** Footnote definitions (`[^1]: …`): not supported, and told so rather than taken for links. */
  footnotes: number;
  /** Words, sentences and long words of the prose, for its LIX score. */
  readability: TextCounts;
};

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

/** A section sign or a "stk."/"nr."/"pkt." and the space before its number. */
const sectionSpace = /(§§?|\b(?:stk|nr|pkt)\.) (?=\d)/g;

/** Far more than any article needs (a 600-word post is ~4 KB), far less than slows the parser down. */
export const MAX_MARKDOWN_BYTES = 256 * 1024;
/** Lists and quotes inside each other, at most: the parser's time and stack grow with the depth. */
export const MAX_NESTING = 20;

/** A line's leading container markers (`- `, `1. `, `> `) and, before them, its indentation, as nesting levels. */
function nestingOf(line: string): number {
  let depth = 0;
  let rest = line;
  for (;;) {
    // A quote marker needs no space after it (`>>>` is three quotes); a list marker does.
    const marker = /^[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))[ \t]?/.exec(rest);
    if (!marker) break;
    depth++;
    rest = rest.slice(marker[0].length);
  }
  if (depth === 0) return 0;
  // A list item indented under others is one level per two columns or so.
  const indent = /^[ \t]*/.exec(line)?.[0].replace(/\t/g, '    ').length ?? 0;
  return depth + Math.floor(indent / 2);
}

/**
 * Why a body is not parsed at all: too large, or nested too deep (10,000 list levels in 20 KB
 * hang the parser; 1,000 overflow its stack). Checked before parsing, so the owner hears which
 * file and line instead of a build that never ends.
 */
export function markdownShapeProblem(markdown: string): string | null {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > MAX_MARKDOWN_BYTES)
    return `is ${Math.ceil(bytes / 1024)} KB; a post may be at most ${MAX_MARKDOWN_BYTES / 1024} KB: split it into several posts`;
  const lines = markdown.split('\n');
  for (const [i, line] of lines.entries()) {
    const depth = nestingOf(line);
    if (depth > MAX_NESTING)
      return `is nested ${depth} levels deep on line ${i + 1} of the body (lists, quotes or indentation inside each other); at most ${MAX_NESTING}`;
  }
  return null;
}

// Synchronous on purpose: the build maps over all posts at once, and an await between parsing
// and serializing would keep every post's syntax tree alive at the same time.
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree: Root = parser.parse(markdown);
  const internalLinks: string[] = [];
  const unsafeUrls: string[] = [];
  const images: string[] = [];
  let h1Count = 0;
  let rawHtmlCount = 0;
  let footnotes = 0;
  visit(tree, (node) => {
    // `[^1]: source` parses as a link definition (CommonMark has no footnotes); its "address"
    // is the first word of the note, so it is counted here instead of checked as a link.
    if (node.type === 'definition' && node.label?.startsWith('^')) {
      footnotes++;
      return;
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const scheme = schemeOf(node.url);
      if (scheme !== null) {
        if (!allowedSchemes.has(scheme)) unsafeUrls.push(node.url);
      } else if (node.url !== '' && !node.url.startsWith('#')) {
        // A path on this site, written absolute or relative: checked and written as absolute,
        // so it works whatever address the page was opened at.
        const resolved = new URL(node.url, postBase);
        // A page's address ends in a slash (src/routes/routes.ts), so that no host redirects
        // the reader; a file (an image, feed.xml) keeps its name.
        const page = node.type !== 'image' && !/\.[a-z0-9]+$/i.test(resolved.pathname);
        node.url = (page ? resolved.pathname.replace(/\/?$/, '/') : resolved.pathname) + resolved.search + resolved.hash;
        if (node.type !== 'image') internalLinks.push(node.url);
      }
      if (node.type === 'image') images.push(node.url);
    }
    // "§ 19, stk. 1" never breaks between the sign and its number at the end of a line.
    if (node.type === 'text') node.value = node.value.replace(sectionSpace, '$1\u00a0');
    if (node.type === 'heading' && node.depth === 1) h1Count++;
    if (node.type === 'html' && !/^<!--[\s\S]*-->$/.test(node.value.trim())) rawHtmlCount++;
  });
  const readability = countText(markdownBlocks(tree));
  sectionIds(tree);
  const hast = toHtml.runSync(tree);
  return { html: toHtml.stringify(hast), internalLinks, unsafeUrls, images, h1Count, rawHtmlCount, empty: markdown.trim() === '', footnotes, readability };
}

/** Ids the page around a post uses (the layout, the article's own parts, the footer, the dialog): no section takes one. */
const pageIds = /^(?:main|root|urgent|disclaimer|page-data|(?:article|footer|disclaimer)-.*)$/;

/** A heading's text as written: its text and code, without the marks around them. */
function headingText(node: Heading): string {
  let text = '';
  visit(node, (child) => {
    if (child.type === 'text' || child.type === 'inlineCode') text += child.value;
  });
  return text;
}

/**
 * Every section (`## …`) gets an id from its words, unique in the post ("## Depositum" →
 * `<h2 id="depositum">`), so the article's contents list and any link can lead to it. Letters
 * with accents lose them (é → e); æ, ø and å are spelt out as in every address of the site.
 */
function sectionIds(tree: Root): void {
  const taken = new Set<string>();
  visit(tree, 'heading', (node) => {
    if (node.depth !== 2) return;
    const plain = headingText(node).replace(/[^æøå]/gi, (c) => c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    const base = slugify(plain) || 'afsnit';
    let id = pageIds.test(base) ? `${base}-afsnit` : base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
  });
}
