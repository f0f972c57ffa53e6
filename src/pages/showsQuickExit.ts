import { areaAnchors, sensitiveAreaIds } from '@/content/legalAreas';
import type { Post } from '@/content/schema';
import type { RouteMatch } from '@/routes/matchPath';

/**
 * Whether a page shows the quick exit: the help page of a sensitive area, or an article in one
 * (the same rule as src/screens/HelpArea.tsx and Article.tsx). The first-visit dialog of such a
 * page carries the exit too, so it is never behind the dialog.
 */
export function showsQuickExit(match: RouteMatch | null, post: Post | null | undefined): boolean {
  if (match?.name === 'helpArea') return sensitiveAreaIds.some((id) => areaAnchors[id] === match.params.area);
  return match?.name === 'post' && !!post && sensitiveAreaIds.includes(post.summary.category);
}
