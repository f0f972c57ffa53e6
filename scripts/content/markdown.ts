import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { allowedSchemes, remarkPostRules, type PostFacts } from './remark-post-rules.ts';

/**
 * Markdown to HTML with the client's stack: remark-parse reads CommonMark, as the owner's editors
 * preview it (no tables, no autolinked bare addresses); the project's rules check and rewrite the
 * syntax tree; remark-rehype turns it into HTML's tree, leaving raw HTML out (a post can never
 * smuggle a <script> or an event handler into the page); rehype-sanitize keeps only what
 * CommonMark writes, a second lock on the same door; rehype-stringify writes it.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkPostRules)
  .use(remarkRehype)
  .use(rehypeSanitize, {
    tagNames: ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'pre', 'code', 'em', 'strong', 'a', 'img', 'hr', 'br'],
    attributes: { h2: ['id'], ol: ['start'], code: [['className', /^language-[\w+#.-]+$/]], a: ['href', 'title'], img: ['src', 'alt', 'title'] },
    protocols: { href: allowedSchemes, src: ['https', 'http'] },
    // The ids are the project's own (remark-post-rules.ts keeps them off the page's ids).
    clobber: [],
  })
  .use(rehypeStringify, { characterReferences: { useNamedReferences: true } })
  .freeze();

export type RenderedMarkdown = PostFacts & {
  html: string;
  /** Nothing but white space: a page with a title and no article. */
  empty: boolean;
};

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

/** A post's body as HTML, with what the content build checks. Synchronous: the build renders posts one by one. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown);
  if (!file.data.post) throw new Error('remark-post-rules did not run');
  return { html: String(file), empty: markdown.trim() === '', ...file.data.post };
}
