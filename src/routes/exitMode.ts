import { areaAnchors, sensitiveAreaIds } from '@/content/legalAreas';
import type { AreaId } from '@/content/schema';
import type { RouteMatch } from './matchPath';

/**
 * Where the quick exit shows (GOV.UK's "Exit this page" on every page of a sensitive journey):
 * - `entry`: where a person in danger may land first (home, the help guide, the contact page),
 *   the contact form's thank-you page (the message may have been about violence) and the exit's
 *   own advice on hiding a visit (replaced when left, src/screens/HideVisit.tsx); the exit
 *   shows, and the page stays in the history: it says nothing of anyone's case. The contact form
 *   about a situation of a sensitive area is an entry here, but it is replaced when left as a
 *   sensitive page is (src/components/ContactForm.tsx): it names her situation.
 * - `sensitive`: the help page of a sensitive area, an article or a situation in one; the exit shows, and
 *   the page is replaced in the history when left (src/components/help/journeyStep.ts), so Back
 *   after the exit reaches none of them.
 */
export type ExitMode = 'none' | 'entry' | 'sensitive';

const entryPages = new Set<RouteMatch['name']>(['home', 'help', 'contact', 'contactSituation', 'contactThanks', 'hideVisit']);

/** A page's exit mode; `category` is an article's or a situation's legal area, once it is here. */
export function exitModeOf(match: RouteMatch | null, category?: AreaId | 'other'): ExitMode {
  if (!match) return 'none';
  if (entryPages.has(match.name)) return 'entry';
  if (match.name === 'helpArea') return sensitiveAreaIds.some((id) => areaAnchors[id] === match.params.area) ? 'sensitive' : 'none';
  if ((match.name === 'post' || match.name === 'situation') && category !== undefined)
    return sensitiveAreaIds.some((id) => id === category) ? 'sensitive' : 'none';
  return 'none';
}
