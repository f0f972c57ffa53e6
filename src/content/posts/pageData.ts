import type { AreaId, HelpPage, PostFacts, PostSummary, Review } from '../schema';

/** How many post cards /blog shows before "Vis flere". */
export const BLOG_PAGE_SIZE = 12;

/**
 * The little data a prerendered page hands to the browser for hydration (serialized into
 * the HTML by Vike). Never a post body: that is already in the HTML once.
 */
export type PageData =
  | { kind: 'post'; slug: string; summary: PostSummary | null; facts?: PostFacts }
  | { kind: 'blog'; firstPage: PostSummary[]; categories: AreaId[]; total: number }
  | { kind: 'home'; reviews: Review[] }
  | { kind: 'help'; area: string; page: HelpPage | null }
  | { kind: 'none' };

/** Element id of the JSON the browser hydrates from. */
export const PAGE_DATA_ID = 'page-data';

export type HydrationData = {
  pageData: PageData;
  /** The path the HTML was rendered at: "/404" for the not-found page. */
  renderedPath: string;
};

/** The prerendered article body's element; the browser reuses its HTML instead of downloading it again. */
export const ARTICLE_BODY_ID = 'article-body';
