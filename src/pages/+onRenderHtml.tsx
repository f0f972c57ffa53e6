import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Root, routerBase } from '@/app/Root';
import { screenOf } from '@/app/routeScreens';
import { DisclaimerDialog } from '@/components/DisclaimerDialog';
import { QuickExit, UrgentNumbers } from '@/components/UrgentParts';
import type { PageMeta } from '@/app/PageMeta';
import { ContentStore } from '@/content/ContentStore';
import { danishTexts } from '@/content/messages';
import { HAND_OFF_ID, writeHandOff } from './handOff';
import { site } from '@/content/site';
import { renderHead } from './head';
import { siteCss } from './siteCss';
import { contentSecurityPolicy, SITE_INLINE_SCRIPT_HASHES } from '@/content/contentSecurityPolicy';
import { dataHandling } from '@/content/dataHandling';
import { routes } from '@/routes/routes';

// The same policy as _headers, for hosts that ignore that file: the site's own inline scripts
// (none) by hash, and no other.
const metaCsp = contentSecurityPolicy([...SITE_INLINE_SCRIPT_HASHES], dataHandling.forms, 'meta');

export async function onRenderHtml(pageContext: PageContextServer) {
  const renderedPath = pageContext.urlPathname;
  const { match = null, files = {} } = pageContext;
  const store = new ContentStore(files);
  // The parts a screen loads on demand render in the prerendered HTML too.
  await Promise.all([screenOf(match).preload(), QuickExit.preload(), UrgentNumbers.preload()]);
  const sink: { meta?: PageMeta } = {};
  const appHtml = renderToString(<Root ssrPath={routerBase + renderedPath} store={store} metaSink={(meta) => (sink.meta = meta)} />);
  const { meta } = sink;
  const dialogHtml = renderToString(<DisclaimerDialog t={(key) => danishTexts[key]} />);
  if (!meta) throw new Error(`The screen for ${renderedPath} did not call usePageMeta()`);

  const head = renderHead({
    meta,
    site,
    path: renderedPath,
    isNotFound: pageContext.is404 === true,
    indexed: !match || !('indexed' in routes[match.name]),
    base: import.meta.env.BASE_URL,
    siteName: danishTexts['site.name'],
    feedTitle: `${danishTexts['site.name']} – ${danishTexts['blog.title']}`,
  });

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
    ${dangerouslySkipEscape(dialogHtml)}
    <script type="application/json" id="${HAND_OFF_ID}">${dangerouslySkipEscape(writeHandOff({ renderedPath, files }))}</script>
  </body>
</html>`;
}
