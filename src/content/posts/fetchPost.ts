import type { Post } from '../schema';

/**
 * One post's summary and body, fetched as a static JSON file the build emits beside the
 * pages, so the JS of an article page does not grow with the number of posts.
 * Resolves to null when there is no such post.
 */
export async function fetchPost(slug: string): Promise<Post | null> {
  const response = await fetch(`${import.meta.env.BASE_URL}post-data/${encodeURIComponent(slug)}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load post ${slug}: HTTP ${response.status}`);
  // Written by the content build from a validated post.
  return (await response.json()) as Post;
}
