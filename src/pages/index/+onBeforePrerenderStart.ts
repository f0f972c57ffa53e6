import { postSlugs } from '@generated/post-paths';
import { allPaths } from '@/app/paths';

/** Every URL to prerender, derived from the content: each static route and each post. */
export function onBeforePrerenderStart(): string[] {
  return allPaths(postSlugs);
}
