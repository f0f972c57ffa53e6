// /admin/: the browser CMS (Sveltia CMS), served from the npm package, never from a CDN. The page
// is not ours to design (it is Sveltia's markup): it is left out of the sitemap, the search index
// and the site's page checks, carries `noindex`, and has a Content-Security-Policy of its own.
import { CMS_ENTRY } from './cms-bundle.ts';
import { escapeHtml } from '../../src/content/escapeHtml.ts';

/** The CMS's folder in the built site; the bundle's files are in its `cms/` folder. */
export const ADMIN_DIR = 'admin';
export const CMS_FILES_DIR = `${ADMIN_DIR}/cms`;

/**
 * What the CMS needs beyond the site's own files (Sveltia's documentation, "Content Security
 * Policy"): the GitHub API and status page, GitHub's avatars and raw files, and blob:/data: for
 * previews of pictures it is about to upload. Its fonts and code chunks are bundled with it (cms-bundle.ts).
 * 'wasm-unsafe-eval': it converts pictures to WebP in WebAssembly before uploading them.
 */
export function adminContentSecurityPolicy(where: 'header' | 'meta' = 'header'): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "media-src 'self' blob:",
    "frame-src blob:",
    "worker-src 'self' blob:",
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return (where === 'meta' ? directives.filter((d) => !d.startsWith('frame-ancestors')) : directives).join('; ');
}

/** The preview of a post as its page shows it (cms-preview.js), and its stylesheet, in the admin folder. */
export const PREVIEW_SCRIPT = 'preview.js';
export const PREVIEW_STYLE = 'preview.css';

/** What the preview script reads from its element: the posts' collection, and the headings the article shows. */
export type PreviewTexts = { collection: string; brief: string; sources: string };

/**
 * The page: Sveltia finds config.yml beside it. No inline script, so the CSP needs no hash; the
 * preview script runs after the CMS's (module scripts run in order).
 */
export function adminPage({ collection, brief, sources }: PreviewTexts): string {
  return `<!doctype html>
<html lang="da">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy('meta')}">
    <title>Redigér indlæg · Juridisk Vejledning</title>
    <link href="config.yml" type="application/yaml" rel="cms-config-url">
    <script type="module" src="cms/${CMS_ENTRY}"></script>
    <script type="module" src="${PREVIEW_SCRIPT}" data-collection="${escapeHtml(collection)}" data-brief="${escapeHtml(brief)}" data-sources="${escapeHtml(sources)}"></script>
  </head>
  <body></body>
</html>
`;
}
