import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Root, routerBase } from '@/app/Root';
import { ContentStore } from '@/app/ContentStore';
import type { PageMeta } from '@/app/PageMeta';
import { translate } from '@/i18n/translate';
import { PAGE_DATA_ID, type HydrationData } from '@/app/pageData';

export function onRenderHtml(pageContext: PageContextServer) {
  const renderedPath = pageContext.urlPathname;
  const { pageData, post } = pageContext;
  const store = new ContentStore({
    posts: pageData?.kind === 'post' ? [[pageData.slug, post ?? null]] : [],
    blog:
      pageData?.kind === 'blog'
        ? { posts: pageData.firstPage, categories: pageData.categories, complete: false }
        : undefined,
  });
  const meta: { current: PageMeta | null } = { current: null };
  const appHtml = renderToString(<Root ssrPath={routerBase + renderedPath} store={store} metaSink={meta} />);
  if (!meta.current) throw new Error(`The screen for ${renderedPath} did not call usePageMeta()`);
  const { title, description } = meta.current;
  const feedTitle = `${translate('da', 'site.name')} – ${translate('da', 'blog.title')}`;
  const hydration: HydrationData = { pageData: pageData ?? { kind: 'none' }, renderedPath };

  const documentHtml = escapeInject`<!doctype html>
<html lang="da">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="#1d3f6e" />
    <link rel="icon" href="${import.meta.env.BASE_URL}favicon.svg" type="image/svg+xml" />
    <link rel="alternate" type="application/rss+xml" title="${feedTitle}" href="${import.meta.env.BASE_URL}feed.xml" />
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>
    <script type="application/json" id="${PAGE_DATA_ID}">${dangerouslySkipEscape(jsonForScript(hydration))}</script>
  </body>
</html>`;
  return documentHtml;
}

/** JSON inside <script> must not contain "</script>" or "<!--": escape every "<". */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
