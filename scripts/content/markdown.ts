import MarkdownIt, { type Env, type Token } from 'markdown-it';
import { countText, type TextCounts } from './readability.ts';
import { slugify } from '../../src/content/slugify.ts';
import type { ArticleSection } from '../../src/content/schema.ts';

/** What one render collects while markdown-it parses: the footnote definitions it set aside. */
type RenderEnv = Env & { footnotes: number };

// CommonMark, as the owner's editors preview it (no tables, no autolinked bare addresses).
// Raw HTML is parsed (html: true) only so the build can name it: its tokens render as nothing,
// so a post can never smuggle a <script> or an event handler into the page.
// The preset's maxNesting (20, and a list level takes two) would end the post silently at the
// tenth nested list, and every check with it; markdownShapeProblem refuses a post long before 100.
const md = new MarkdownIt('commonmark', { html: true, xhtmlOut: false, maxNesting: 100 });
md.renderer.rules.html_block = () => '';
md.renderer.rules.html_inline = () => '';
// Every address becomes a link token, whatever its scheme: renderMarkdown checks each one and
// the build refuses the post, naming the address, instead of showing it as plain text.
md.validateLink = () => true;
// `[^1]: source` is a link definition to CommonMark; set aside before the text is read, so
// "[^1]" stays text and the note is counted (and refused) rather than checked as a link.
md.core.ruler.after('block', 'footnotes', (state) => {
  const env = state.env as RenderEnv;
  for (const label of Object.keys(env.references ?? {}))
    if (label.startsWith('^')) {
      delete env.references?.[label];
      env.footnotes++;
    }
});

/** The schemes a link or image in a post may use; anything else (javascript:, data:, …) fails the build. */
const allowedSchemes = new Set(['https', 'http', 'mailto', 'tel']);

/** Every post lives at /blog/<slug>: a relative link is read from there, whichever post it is in. */
const postBase = 'https://site.invalid/blog/post';
const postOrigin = new URL(postBase).origin;

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
  /** Every section (`## …`): its heading's id and words, for the article's contents list. */
  sections: ArticleSection[];
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

/** A link's or image's address as checked: a path on this site resolved, or null for one refused. */
type Address = { href: string | null; internal?: string; unsafe?: string };

function readAddress(href: string, image: boolean): Address {
  // markdown-it has percent-encoded the address; checked and reported as the owner wrote it.
  const written = md.normalizeLinkText(href);
  const scheme = schemeOf(written);
  if (scheme !== null) return allowedSchemes.has(scheme) ? { href } : { href: null, unsafe: written };
  if (written === '' || written.startsWith('#')) return { href };
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

/** The words a reader reads in a paragraph or heading: code, raw HTML, images and bare addresses are not prose. */
function inlineText(children: readonly Token[]): string {
  let text = '';
  let link = { start: 0, address: '' };
  for (const token of children) {
    if (token.type === 'text') text += token.content;
    else if (token.type === 'softbreak') text += '\n';
    else if (token.type === 'hardbreak' || token.type === 'code_inline' || token.type === 'html_inline' || token.type === 'image') text += ' ';
    else if (token.type === 'link_open') link = { start: text.length, address: md.normalizeLinkText(String(token.attrGet('href') ?? '')) };
    // An autolink (<https://…>) shows its address; a named link shows its words.
    else if (token.type === 'link_close' && (token.info === 'auto' || text.slice(link.start) === link.address)) text = `${text.slice(0, link.start)} `;
  }
  return text;
}

/** A heading's text as written: its text and code, without the marks around them. */
const headingText = (children: readonly Token[]) =>
  children.map((token) => (token.type === 'text' || token.type === 'code_inline' ? token.content : '')).join('');

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

/** Raw HTML, not only comments (a comment is a note the owner may leave in a post). */
const isRawHtml = (html: string) => !/^(?:<!--(?:(?!-->)[\s\S])*-->\s*)+$/.test(html.trim());

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const env: RenderEnv = { footnotes: 0 };
  const tokens = md.parse(markdown, env);
  const internalLinks = new Set<string>();
  const unsafeUrls = new Set<string>();
  const images: string[] = [];
  const blocks: string[] = [];
  const sectionId = sectionIds();
  const sections: ArticleSection[] = [];
  let h1Count = 0;
  let rawHtmlCount = 0;
  const check = ({ href, internal, unsafe }: Address) => {
    if (internal !== undefined) internalLinks.add(internal);
    if (unsafe !== undefined) unsafeUrls.add(unsafe);
    return href;
  };
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open' && token.tag === 'h1') h1Count++;
    if (token.type === 'html_block' && isRawHtml(token.content)) rawHtmlCount++;
    const children = token.type === 'inline' ? token.children : null;
    if (!children) return;
    for (const child of children) {
      // "§ 19, stk. 1" never breaks between the sign and its number at the end of a line.
      if (child.type === 'text') child.content = child.content.replace(sectionSpace, '$1\u00a0');
      // An image's description is parsed too: raw HTML there is refused like anywhere else.
      for (const part of child.type === 'image' ? (child.children ?? []) : [child])
        if (part.type === 'html_inline' && isRawHtml(part.content)) rawHtmlCount++;
    }
    // Each paragraph and heading (in lists and quotes too) ends a sentence.
    blocks.push(inlineText(children));
    const opening = tokens[i - 1];
    if (opening?.type === 'heading_open' && opening.tag === 'h2') {
      const title = headingText(children);
      const id = sectionId(title);
      opening.attrSet('id', id);
      sections.push({ id, title });
    }
    for (const child of children) {
      const image = child.type === 'image';
      const attr = image ? 'src' : child.type === 'link_open' ? 'href' : null;
      const value = attr && child.attrGet(attr);
      if (!attr || value === null) continue;
      const href = String(value);
      const address = readAddress(href, image);
      const checked = check(address);
      if (image) images.push(checked ?? address.unsafe ?? href);
      // Never rendered: the build refuses the post; this keeps the address out of the HTML regardless.
      if (checked === null) child.attrs = (child.attrs ?? []).filter(([name]) => name !== attr);
      else child.attrSet(attr, checked);
    }
  });
  // Definitions no link uses are checked too: the next edit may use them.
  for (const { href } of Object.values(env.references ?? {})) check(readAddress(href, false));
  return {
    html: md.renderer.render(tokens, md.options, env),
    internalLinks: [...internalLinks],
    unsafeUrls: [...unsafeUrls],
    images,
    h1Count,
    rawHtmlCount,
    empty: markdown.trim() === '',
    footnotes: env.footnotes,
    readability: countText(blocks),
    sections,
  };
}
