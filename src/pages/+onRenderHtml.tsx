import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Root, routerBase } from '@/app/Root';
import { screenOf } from '@/app/routeScreens';
import { DisclaimerDialog } from '@/components/DisclaimerDialog';
import type { PageMeta } from '@/app/PageMeta';
import { ContentStore } from '@/content/ContentStore';
import { danishTexts, englishTexts } from '@/content/messages';
import { feedFile, postFile, situationFile } from '@/content/pagePayload';
import type { Post, SituationPage } from '@/content/schema';
import { HAND_OFF_ID, writeHandOff } from './handOff';
import { site } from '@/content/site';
import { renderHead } from './head';
import { pageCss, screensFile } from './siteCss';
import { contentSecurityPolicy } from '@/content/contentSecurityPolicy';
import { EnglishOffer } from '@/components/EnglishOffer';
import { ENGLISH_OFFER_SCRIPT, SCREENS_CSS_ID, SCREENS_CSS_SCRIPT, SITE_INLINE_SCRIPT_HASHES } from './inlineScripts';
import { dataHandling } from '@/content/dataHandling';
import { hrefIn } from '@/routes/href';
import { readPath } from '@/routes/matchPath';
import { notFoundRoute, routes, unindexedRoutes } from '@/routes/routes';
import { alternatesOf } from '@/routes/sitePaths';
import { exitModeOf } from '@/routes/exitMode';

// The same policy as _headers, for hosts that ignore that file: the site's own inline script
// by hash, and no other.
const metaCsp = contentSecurityPolicy([...SITE_INLINE_SCRIPT_HASHES], dataHandling, 'meta');

/** Every text in each language: the server renders the parts outside the app (head, dialog) with them. */
const allTexts = { da: danishTexts, en: englishTexts };

/**
 * The parts beside the app, by what they are rendered from: the prerender's 1000 article pages
 * share a few (a dialog per language and quick exit, an offer per English address), so each is
 * rendered once. The dev server renders every time: its texts change with the content.
 */
const besideApp = new Map<string, string>();
const renderedOnce = (key: string, prerendering: boolean, render: () => string) => {
  const html = (prerendering ? besideApp.get(key) : undefined) ?? render();
  if (prerendering) besideApp.set(key, html);
  return html;
};

export async function onRenderHtml(pageContext: PageContextServer) {
  const renderedPath = pageContext.urlPathname;
  const { address = readPath(renderedPath), files = {} } = pageContext;
  const { lang, match, path } = address;
  const texts = allTexts[lang];
  const store = new ContentStore(files);
  // The parts a screen loads on demand render in the prerendered HTML too.
  await screenOf(match).preload();
  const sink: { meta?: PageMeta } = {};
  const appHtml = renderToString(
    <Root ssrPath={routerBase + renderedPath} address={address} store={store} metaSink={(meta) => (sink.meta = meta)} />,
  );
  const { meta } = sink;
  if (!meta) throw new Error(`The screen for ${renderedPath} did not call usePageMeta()`);

  // A post has an English page only if it has an English version (src/routes/sitePaths.ts).
  const post = match?.name === 'post' ? (files[postFile(match.params.slug)] as Post | null | undefined) : undefined;
  // A page with the quick exit has it in the first-visit dialog too: nothing blocks the way out.
  const situation =
    match?.name === 'situation' ? (files[situationFile(match.params.situation)] as SituationPage | null | undefined) : undefined;
  const exit = exitModeOf(match, post?.summary.category ?? situation?.area) !== 'none';
  const alternates = match === null ? null : alternatesOf(path, () => match.name !== 'post' || post?.summary.en !== undefined);
  // A Danish page only: the English site offered to an English browser (inlineScripts.ts), at
  // this page's English twin, as the header's EN link has it (src/app/LanguageSwitch.tsx).
  const twin = alternates && alternates.en !== alternates.da ? alternates.en : hrefIn('en', match?.name === 'post' ? 'blog' : 'home');
  const { isPrerendering } = pageContext;
  const offerHref = routerBase + twin;
  const offerHtml =
    lang === 'da'
      ? renderedOnce(`offer ${offerHref}`, isPrerendering, () =>
          renderToString(<EnglishOffer t={(key) => allTexts.en[key]} href={offerHref} />),
        )
      : '';
  const dialogHtml = renderedOnce(`dialog ${lang} ${exit}`, isPrerendering, () =>
    renderToString(<DisclaimerDialog t={(key) => texts[key]} exit={exit} />),
  );
  const head = renderHead({
    meta,
    site,
    path: renderedPath,
    lang,
    alternates,
    feed: feedFile(lang),
    // A situation where a person may be in danger is not a search result either (its titles are neutral).
    indexed: !match || (!unindexedRoutes.has(match.name) && situation?.danger !== true),
    base: import.meta.env.BASE_URL,
    siteName: texts['site.name'],
    feedTitle: `${texts['site.name']} – ${texts['blog.title']}`,
  });

  // `npm run dev` goes without: Vite's client and React's refresh are inline scripts the policy
  // would block, and with them the live reload and the error overlay. (MODE, not DEV: a build run
  // with NODE_ENV=test, as by the tests, has DEV true but is still mode "production".)
  const development = import.meta.env.MODE === 'development';
  const cspMeta = development ? '' : escapeInject`<meta http-equiv="Content-Security-Policy" content="${metaCsp}">`;
  // This page's screen's styles inline; the other screens' in a file that waits for nothing (siteCss.ts).
  // `npm run dev` inlines them all, as it has no such file.
  const css = pageCss(match ? routes[match.name].screen : notFoundRoute.screen, development);
  const screensCss = development
    ? ''
    : escapeInject`<link rel="stylesheet" href="${import.meta.env.BASE_URL}${screensFile}" media="print" id="${SCREENS_CSS_ID}"><script>${dangerouslySkipEscape(SCREENS_CSS_SCRIPT)}</script>`;
  // Before the stylesheet and the body: the offer is laid out from the first paint, or not at all.
  const offerScript = lang === 'da' ? escapeInject`<script>${dangerouslySkipEscape(ENGLISH_OFFER_SCRIPT)}</script>` : '';
  // No address of this site goes to another: not to the quick exit's neutral site (a script's
  // navigation ignores the link's rel="noreferrer"), not to an organisation linked. Pages of the
  // site still see where on it a visitor came from (the English offer asks). _headers says the
  // same for the hosts that read it (scripts/security-headers.ts).
  return escapeInject`<!DOCTYPE html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    ${cspMeta}
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="same-origin">${offerScript}
    <style>${dangerouslySkipEscape(css)}</style>
    ${dangerouslySkipEscape(head)}
  </head>
  <body>
    ${dangerouslySkipEscape(offerHtml)}<div id="root">${dangerouslySkipEscape(appHtml)}</div>
    ${dangerouslySkipEscape(dialogHtml)}
    <script type="application/json" id="${HAND_OFF_ID}">${dangerouslySkipEscape(writeHandOff({ renderedPath, files }))}</script>
    ${screensCss}
  </body>
</html>`;
}
