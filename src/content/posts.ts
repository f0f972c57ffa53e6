import type { Post, PostBody, PostSummary } from '@/content/schema';
export { homeTeasers } from '@generated/home-teasers';

/** The listed posts, newest first. A separate chunk: only the blog list loads it. */
export const loadPostIndex = (): Promise<PostSummary[]> => import('@generated/post-index').then((m) => m.postIndex);

/**
 * One post's summary and body, fetched as a static JSON file the build emits beside the
 * pages, so the JS of an article page does not grow with the number of posts.
 * Resolves to null when there is no such post.
 */
export async function fetchPost(slug: string): Promise<Post | null> {
  const response = await fetch(`${import.meta.env.BASE_URL}post-data/${encodeURIComponent(slug)}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load post ${slug}: HTTP ${response.status}`);
  return (await response.json()) as Post;
}

export type { Post, PostBody, PostSummary };
