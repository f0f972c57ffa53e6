import type { Language } from '@/content/schema';
import { ANSWERS_PARAM, DEADLINE_PARAM } from './contactArea';
import { hrefIn } from './href';

// Its own file, not contactArea.ts's: only an outcome's page links it, and that module is in every page's code.
/**
 * The contact page in a language about a situation (its address), from the outcome with this
 * step key, and the deadline it counted, if any. A step key is an address word already (StepSlug
 * in schema.ts): nothing to encode.
 */
export function contactAboutOutcome(lang: Language, situation: string, outcome: string, deadline?: string): string {
  // A deadline is a YYYY-MM-DD the page counted: nothing to encode either.
  return `${hrefIn(lang, 'contactSituation', { situation })}?${ANSWERS_PARAM}=${outcome}${deadline ? `&${DEADLINE_PARAM}=${deadline}` : ''}`;
}
