import { hydrateRoot } from 'react-dom/client';
import { Root, routerBase } from '@/app/Root';
import { openDisclaimer } from '@/components/disclaimer';
import { listenForQuickExit } from '@/components/quickExit';
import { screenOf } from '@/app/routeScreens';
import { ContentStore } from '@/content/ContentStore';
import { payloadFile } from '@/content/pagePayload';
import { readPath } from '@/routes/matchPath';
import { readHandOff } from './handOff';

// The site's client entry. Vike's own client runtime is not loaded (no onRenderClient):
// wouter routes in the browser, so this file only has to hydrate what was prerendered.
void hydrate();

async function hydrate() {
  // The way out works from the first moment, before the page's code and content arrive.
  listenForQuickExit();
  // The dialog is in the HTML: it opens now, while the page's code and content arrive.
  openDisclaimer();
  const { renderedPath, files } = readHandOff(document);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const store = new ContentStore(files);
  // Load the screen the HTML shows before hydrating, so the first render matches it; the 404
  // page also loads the screen and payload of the real address it switches to right after.
  const current = readPath(window.location.pathname.slice(routerBase.length) || '/');
  await Promise.all([
    screenOf(readPath(renderedPath).match).preload(),
    screenOf(current.match).preload(),
    store.load(payloadFile(current.match?.name ?? 'notFound', current.lang)),
  ]);
  hydrateRoot(container, <Root ssrPath={routerBase + renderedPath} store={store} />);
}
