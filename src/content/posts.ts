import type { Post, PostBody, PostSummary } from '@/content/schema';

/**
 * The listed posts, newest first: a static JSON file the build emits, fetched only by the
 * blog list (as data, so its size never counts against a page's JavaScript).
 */
export async function loadPostIndex(): Promise<PostSummary[]> {
  const response = await fetch(`${import.meta.env.BASE_URL}post-index.json`);
  if (!response.ok) throw new Error(`Could not load the post index: HTTP ${response.status}`);
  // Written by scripts/build-content.ts from validated posts.
  return (await response.json()) as PostSummary[];
}

/**
 * One post's summary and body, fetched as a static JSON file the build emits beside the
 * pages, so the JS of an article page does not grow with the number of posts.
 * Resolves to null when there is no such post.
 */
export async function fetchPost(slug: string): Promise<Post | null> {
  const response = await fetch(`${import.meta.env.BASE_URL}post-data/${encodeURIComponent(slug)}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load post ${slug}: HTTP ${response.status}`);
  // Written by scripts/build-content.ts from a validated post.
  return (await response.json()) as Post;
}

export type { Post, PostBody, PostSummary };
