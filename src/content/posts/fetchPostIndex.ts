import type { PostSummary } from '../schema';

/**
 * The listed posts, newest first: a static JSON file the build emits, fetched only by the
 * blog list (as data, so its size never counts against a page's JavaScript).
 */
export async function fetchPostIndex(): Promise<PostSummary[]> {
  const response = await fetch(`${import.meta.env.BASE_URL}post-index.json`);
  if (!response.ok) throw new Error(`Could not load the post index: HTTP ${response.status}`);
  // Written by the content build from validated posts.
  return (await response.json()) as PostSummary[];
}
