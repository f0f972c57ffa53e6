/** A section of an article: its heading's id (given by the content build) and its words. */
export type ArticleSection = { id: string; title: string };

/** From this many sections an article gets a contents list. */
export const CONTENTS_FROM = 4;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references as the renderer (`&#x26;`) or the browser (`&amp;`, `&nbsp;`) writes them. */
const decode = (html: string) =>
  html.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex?: string, dec?: string, name?: string) =>
    hex || dec ? String.fromCodePoint(parseInt(hex ?? dec ?? '', hex ? 16 : 10)) : (entities[name ?? ''] ?? whole),
  );

/**
 * The sections (`<h2 id>`) of an article body, in order, read from its HTML: the build's
 * (prerender, fetched post) or the browser's serialisation of it (the hand-off), which differ in
 * how they write characters but give the same text, so the page hydrates as it was rendered.
 */
export function articleSections(html: string): ArticleSection[] {
  return [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)].map(([, id = '', inner = '']) => ({
    id: decode(id),
    title: decode(inner.replace(/<[^>]*>/g, '')),
  }));
}
