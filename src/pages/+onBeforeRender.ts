import type { PageContextServer } from 'vike/types';
import { matchPath } from '@/routes/matchPath';
import { readPageFiles } from './readPageFiles';

/** Server only: the route this path shows and the content files it renders with. */
export async function onBeforeRender(pageContext: PageContextServer) {
  // The same matcher as the browser's switch (src/app/App.tsx).
  const match = matchPath(pageContext.urlPathname);
  return { pageContext: { match, files: await readPageFiles(match) } };
}
