import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

// remark-rehype drops raw HTML unless told otherwise (allowDangerousHtml), so a post can
// never smuggle a <script> or an event handler into the page.
const toHtml = unified().use(remarkRehype).use(rehypeStringify);
const parser = unified().use(remarkParse);

export type RenderedMarkdown = {
  html: string;
  /** Every link that starts with "/", for the build's internal link check. */
  internalLinks: string[];
  /** Level-1 headings break the page outline: the post title is the page's only h1. */
  h1Count: number;
  /** Raw HTML (comments aside) is never rendered; the build tells the owner instead of dropping it silently. */
  rawHtmlCount: number;
};

// Synchronous on purpose: the build maps over all posts at once, and an await between parsing
// and serializing would keep every post's syntax tree alive at the same time.
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree: Root = parser.parse(markdown);
  const internalLinks: string[] = [];
  let h1Count = 0;
  let rawHtmlCount = 0;
  visit(tree, (node) => {
    if (node.type === 'link' && node.url.startsWith('/')) internalLinks.push(node.url);
    if (node.type === 'heading' && node.depth === 1) h1Count++;
    if (node.type === 'html' && !/^<!--[\s\S]*-->$/.test(node.value.trim())) rawHtmlCount++;
  });
  const hast = toHtml.runSync(tree);
  return { html: toHtml.stringify(hast), internalLinks, h1Count, rawHtmlCount };
}
