import { loadTexts } from '@/i18n/translate';
import { lazyLoaded } from './lazyLoaded';
import { LoadFailed } from './LoadFailed';

// The quick exit and the urgent numbers for an article of a sensitive area: their code and texts
// load only with such an article. The prerender has them loaded (+onRenderHtml.tsx), so the page
// shows them without JavaScript; the browser hydrates them as soon as their chunk has arrived.
const texts = loadTexts.bind(null, 'urgent');

export const QuickExit = lazyLoaded(() => Promise.all([import('./help/QuickExit'), texts()]).then(([m]) => m.QuickExit), LoadFailed);

export const UrgentNumbers = lazyLoaded(() => Promise.all([import('./help/UrgentBox'), texts()]).then(([m]) => m.UrgentBox), LoadFailed);
