import { lazyLoaded } from './lazyLoaded';
import { LoadFailed } from './LoadFailed';

// The quick exit and the urgent numbers for an article of a sensitive area: their code loads
// only with such an article. The prerender has them loaded (+onRenderHtml.tsx), so the page
// shows them without JavaScript; the browser hydrates them as soon as their chunk has arrived.

export const QuickExit = lazyLoaded(() => import('./help/QuickExit').then((m) => m.QuickExit), LoadFailed);

export const UrgentNumbers = lazyLoaded(() => import('./help/UrgentBox').then((m) => m.UrgentBox), LoadFailed);
