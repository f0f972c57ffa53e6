import { hydrateRoot } from 'react-dom/client';
import { Root, routerBase } from '@/app/Root';
import { screenFor } from '@/app/routeScreens';
import { ContentStore } from '@/content/posts/ContentStore';
import { ARTICLE_BODY_ID, PAGE_DATA_ID, type HydrationData } from '@/content/posts/pageData';

// The site's client entry. Vike's own client runtime is not loaded (no onRenderClient):
// wouter routes in the browser, so this file only has to hydrate what was prerendered.
void hydrate();

async function hydrate() {
  const { pageData, renderedPath } = readHydrationData();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');

  // The article body is already in the HTML; take it from there instead of shipping it
  // twice (once as HTML, once as serialized data).
  const body = document.getElementById(ARTICLE_BODY_ID)?.innerHTML;
  const { summary, facts = {} } = pageData.kind === 'post' ? pageData : {};
  const post = summary === null ? null : summary && body !== undefined ? { summary, body: { da: body }, facts } : undefined;
  const store = ContentStore.forPage(pageData, post);
  // Load the screen the HTML shows before hydrating, so the first render matches it; the 404
  // page also loads the screen for the real address it switches to right after.
  const currentPath = window.location.pathname.slice(routerBase.length) || '/';
  await Promise.all([screenFor(renderedPath).preload(), screenFor(currentPath).preload()]);
  hydrateRoot(container, <Root ssrPath={routerBase + renderedPath} store={store} />);
}

function readHydrationData(): HydrationData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) throw new Error(`#${PAGE_DATA_ID} is missing from the page`);
  // Written by +onRenderHtml.tsx for this very page.
  return JSON.parse(text) as HydrationData;
}
