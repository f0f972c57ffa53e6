import { postSlugs } from '@/content/posts/readPosts';
import { sitePageValues } from '@/routes/sitePageValues';
import { sitePaths } from '@/routes/sitePaths';

/** Every URL to prerender, from the route table and the content: each page, post and help area. */
export function onBeforePrerenderStart(): string[] {
  return sitePaths(sitePageValues(postSlugs));
}
