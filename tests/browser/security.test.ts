import { describe, expect, it } from 'vitest';
import { en } from '@generated/messages-en';
import { openPage, baseUrl, useBrowser, waitForHydration, switchToEnglish, watchCsp } from './harness.ts';
import { postRoutes, staticRoutes } from './routes.ts';

const browser = useBrowser();
const paths = [...staticRoutes.map((r) => r.path), ...postRoutes.map((r) => r.path), '/findes-ikke'];

/** A page's <meta> policy as a browser reads it: entities decoded. */
function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/
    .exec(html)?.[1]
    ?.replace(/&#0*39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('security headers', () => {
  it('every page is served with the CSP and the other headers from _headers', async () => {
    for (const path of ['/', '/blog', '/en/findes-ikke']) {
      const response = await fetch(baseUrl() + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toBeTruthy();
    }
  });

  // The policy is given per top-level folder, all but /admin/'s (security-headers.ts): so an
  // address outside every folder gets the not-found page's <meta> policy and the site-wide
  // X-Frame-Options, and never the CMS's policy.
  it('an address outside every folder is still framed by nobody and runs only the site’s scripts', async () => {
    const response = await fetch(`${baseUrl()}/findes-ikke`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy') ?? '').not.toContain('api.github.com');
    expect(metaPolicy(await response.text())).toMatch(/^default-src 'self'; script-src 'self'/);
  });

  it('every page also carries the same policy in a <meta>, for hosts that ignore _headers (frame-ancestors aside)', async () => {
    for (const path of paths) {
      const response = await fetch(baseUrl() + path);
      const header = response.headers.get('content-security-policy') ?? '';
      const meta = metaPolicy(await response.text());
      // (An address outside every folder has the <meta> alone: see above.)
      if (header) expect(meta, path).toBe(header.replace(/; frame-ancestors 'none'/, ''));
      else expect(meta, path).toMatch(/script-src 'self'/);
    }
  });

  it('the server keeps _headers to itself and sends /index.html paths to the page’s own address', async () => {
    const headers = await fetch(`${baseUrl()}/_headers`);
    expect(headers.status).toBe(404);
    expect(await headers.text()).not.toContain('Content-Security-Policy:');
    for (const [from, to] of [
      ['/blog/index.html', '/blog/'],
      ['/index.html', '/'],
      ['/kontakt/index.html', '/kontakt/'],
    ] as const) {
      const response = await fetch(baseUrl() + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  /** A page that records CSP violations and every request to another origin. */
  async function watched() {
    const { page, close } = await openPage(browser());
    const violations = await watchCsp(page);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    return { page, close, violations, foreign };
  }

  // Every page, in both languages, after it loads: page-checks.ts.
  it('nor after interaction: the English switch and a toast', async () => {
    const { page, close, violations, foreign } = await watched();
    // Interactions that load code or inject styles: the English switch and a toast.
    await page.goto('/');
    await waitForHydration(page);
    await switchToEnglish(page);
    await page.getByRole('button', { name: en['reviews.write'] }).click();
    // Sent empty: the spec's error toast, and each field marked.
    await page.getByRole('button', { name: en['reviews.submit'] }).click();
    await page.locator('[data-sonner-toast]').waitFor();
    await page.getByText(en['reviewForm.nameMissing']).first().waitFor();
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('a planted inline script is blocked, so the CSP is really enforced', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await waitForHydration(page);
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__planted = true';
      document.body.append(s);
      await new Promise((r) => setTimeout(r, 50));
      return (window as unknown as { __planted?: boolean }).__planted === true;
    });
    expect(ran).toBe(false);
    await close();
  });
});
