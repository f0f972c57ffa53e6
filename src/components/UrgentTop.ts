import { loadTexts } from '@/i18n/translate';
import { lazyLoaded } from './lazyLoaded';
import { LoadFailed } from './LoadFailed';

/**
 * The quick exit and the urgent numbers, for an article of a sensitive area: code and texts
 * load only with such an article. The prerender has it loaded (+onRenderHtml.tsx), so the page
 * shows it without JavaScript; the browser hydrates it as soon as its chunk has arrived.
 */
export const UrgentTop = lazyLoaded(
  () => Promise.all([import('./help/UrgentTop'), loadTexts('urgent')]).then(([m]) => m.UrgentTop),
  LoadFailed,
);
