// The site's Content-Security-Policy, one source for both places it is sent: the _headers file
// (scripts/security-headers.ts, for hosts that read it) and a <meta> in every page
// (+onRenderHtml, for hosts that ignore it, such as GitHub Pages).
import { createHash } from 'node:crypto';
import type { Site } from './schema.ts';

/** Where the site's forms post: the forms setting and the newsletter's list service (site.yaml). */
export type FormTargets = Pick<Site, 'forms'> & Partial<Pick<Site, 'newsletter'>>;

/** A script's CSP hash source. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;



/**
 * Where the forms may go besides the site itself: exactly the form service's origin (fetch and
 * a plain POST), or mailto: for a form that opens the visitor's e-mail program; and the
 * newsletter's list service (a plain POST only).
 */
function formTargets({ forms, newsletter }: FormTargets): { formAction: string[]; connect: string[] } {
  const list = newsletter ? [new URL(newsletter.action).origin] : [];
  if (forms.provider === 'endpoint') {
    const origin = new URL(forms.endpoint).origin;
    return { formAction: [...new Set([origin, ...list])], connect: [origin] };
  }
  if (forms.provider === 'mailto') return { formAction: ['mailto:', ...list], connect: [] };
  return { formAction: list, connect: [] };
}

/**
 * The site's Content-Security-Policy. Scripts: only our own files plus the hash of any inline
 * script, never 'unsafe-inline'. Styles allow inline because the toast library sets them.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  to: FormTargets = { forms: { provider: 'netlify' } },
  where: 'header' | 'meta' = 'header',
): string {
  const targets = formTargets(to);
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the blog's full-text search (Pagefind) runs as WebAssembly; it allows
    // compiling WebAssembly only, no eval of JavaScript.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...new Set(scriptHashes)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...targets.connect].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...targets.formAction].join(' '),
    "frame-ancestors 'none'",
  ];
  // A <meta> policy may not carry frame-ancestors (browsers ignore it there and warn).
  return (where === 'meta' ? directives.filter((d) => !d.startsWith('frame-ancestors')) : directives).join('; ');
}
