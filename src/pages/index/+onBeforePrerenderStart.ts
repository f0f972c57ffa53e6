import { postSlugs } from '@/content/posts/readPosts';
import { sitePaths } from '@/routes/sitePaths';

/** Every URL to prerender, from the route table and the content: each page and each post. */
export function onBeforePrerenderStart(): string[] {
  return sitePaths({ post: postSlugs.map((slug) => ({ slug })) });
}
