import type { PageContextServer } from 'vike/types';
import { readPath } from '@/routes/matchPath';
import { readPageFiles } from './readPageFiles';

/** Server only: the language and route this path shows, and the content files it renders with. */
export async function onBeforeRender(pageContext: PageContextServer) {
  // The same reader as the browser's switch (src/app/App.tsx).
  const address = readPath(pageContext.urlPathname);
  return { pageContext: { address, files: await readPageFiles(address, { prerendering: pageContext.isPrerendering }) } };
}
