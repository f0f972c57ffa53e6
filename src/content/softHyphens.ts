/**
 * The build puts soft hyphens into long words of titles and texts (scripts/content/hyphenate.ts)
 * for narrow screens; what is read rather than laid out (metadata, a feed, search) leaves them out.
 */
export const withoutSoftHyphens = (text: string): string => text.replace(/\u00ad/g, '');
