import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Root, routerBase } from '@/app/Root';
import { screenFor } from '@/app/routeScreens';
import { QuickExit, UrgentNumbers } from '@/components/UrgentParts';
import type { PageMeta } from '@/app/PageMeta';
import { ContentStore } from '@/content/posts/ContentStore';
import { PAGE_DATA_ID, type HydrationData } from '@/content/posts/pageData';
import { translate } from '@/i18n/translate';
import { site } from '@/content/site';
import { jsonForScript, renderHead } from './head';
import { siteCss } from './siteCss';
import { contentSecurityPolicy } from '@/content/contentSecurityPolicy';
import { dataHandling } from '@/content/dataHandling';

// The same policy as _headers, for hosts that ignore that file. The pages hold no inline script
// to hash; one added later would be blocked here, and the security test would say so.
const metaCsp = contentSecurityPolicy([], dataHandling.forms, 'meta');
import { matchPath } from '@/routes/matchPath';
import { routes } from '@/routes/routes';

const isIndexed = (path: string) => {
  const match = matchPath(path);
  return !match || !('indexed' in routes[match.name]);
};

export async function onRenderHtml(pageContext: PageContextServer) {
  const renderedPath = pageContext.urlPathname;
  const { pageData, post } = pageContext;
  const store = ContentStore.forPage(pageData, post ?? null);
  // The parts a screen loads on demand render in the prerendered HTML too.
  await Promise.all([screenFor(renderedPath).preload(), QuickExit.preload(), UrgentNumbers.preload()]);
  const sink: { meta?: PageMeta } = {};
  const appHtml = renderToString(<Root ssrPath={routerBase + renderedPath} store={store} metaSink={(meta) => (sink.meta = meta)} />);
  const { meta } = sink;
  if (!meta) throw new Error(`The screen for ${renderedPath} did not call usePageMeta()`);

  const head = renderHead({
    meta,
    site,
    path: renderedPath,
    isNotFound: pageContext.is404 === true,
    indexed: isIndexed(renderedPath),
    base: import.meta.env.BASE_URL,
    siteName: translate('da', 'site.name'),
    feedTitle: `${translate('da', 'site.name')} – ${translate('da', 'blog.title')}`,
  });
  const hydration: HydrationData = { pageData: pageData ?? { kind: 'none' }, renderedPath };

  return escapeInject`<!DOCTYPE html>
<html lang="da">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="${metaCsp}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>${dangerouslySkipEscape(siteCss)}</style>
    ${dangerouslySkipEscape(head)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>
    <script type="application/json" id="${PAGE_DATA_ID}">${dangerouslySkipEscape(jsonForScript(hydration))}</script>
  </body>
</html>`;
}
