import { describe, expect, it } from 'vitest';
import { site } from '@generated/site';
import { englishPostSlugs, postSlugs, readPost } from '@/content/posts/readPosts';
import { href, hrefIn } from '@/routes/href';
import { ogImageFile } from '@/content/pagePayload';
import { languages } from '@/content/languages';
import { indexedPages } from '@/routes/sitePaths';
import { sitePageValues } from '@/routes/sitePageValues';
import { situationSteps, unlistedSituations } from '@/content/situationPaths';
import { baseUrl } from './harness.ts';
import { postRoutes, staticRoutes } from './routes.ts';

const paths = [...staticRoutes.map((r) => r.path), ...postRoutes.map((r) => r.path)];

async function head(path: string) {
  const html = await (await fetch(baseUrl() + path)).text();
  const attr = (selector: RegExp) => selector.exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: (p: string) => attr(new RegExp(`<meta property="og:${p}" content="([^"]*)"`)),
    twitter: (p: string) => attr(new RegExp(`<meta name="twitter:${p}" content="([^"]*)"`)),
    jsonLd: (jsonLd ? JSON.parse(jsonLd) : {}) as Record<string, unknown>,
    jsonLdRaw: jsonLd ?? '',
  };
}

describe('metadata', () => {
  it('every page has a unique title and description, an absolute canonical URL, Open Graph and Twitter tags', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      const h = await head(path);
      titles.add(h.title!);
      descriptions.add(h.description!);
      expect(h.canonical, path).toBe(site.url + path);
      expect(h.og('url')).toBe(site.url + path);
      expect(h.og('title')).toBe(h.title);
      // An article shows its own share image; every other page the site's.
      const post = postRoutes.find((r) => r.path === path);
      expect(h.og('image'), path).toBe(`${site.url}/${post ? ogImageFile(post.slug, 'da') : 'og-image.png'}`);
      expect(h.twitter('image')).toBe(h.og('image'));
      expect(h.twitter('card')).toBe('summary_large_image');
      expect(h.html).toContain('<link rel="icon" href="/favicon.svg"');
      expect(h.html).toContain('<link rel="apple-touch-icon"');
      expect(h.html).toContain('<meta name="theme-color"');
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBeGreaterThanOrEqual(paths.length - 0);
  });

  it('icons, manifest and share image exist', async () => {
    for (const file of [
      '/favicon.svg',
      '/favicon.ico',
      '/icons.svg',
      '/apple-touch-icon.png',
      '/icon-192.png',
      '/icon-512.png',
      '/og-image.png',
      '/site.webmanifest',
    ]) {
      expect((await fetch(baseUrl() + file)).status, file).toBe(200);
    }
  });

  it("each article's share image is a 1200×630 PNG in its language, named in its head", async () => {
    for (const { slug } of postRoutes) {
      for (const lang of englishPostSlugs.includes(slug) ? languages : (['da'] as const)) {
        const h = await head(hrefIn(lang, 'post', { slug }));
        const file = ogImageFile(slug, lang);
        expect(h.og('image'), file).toBe(`${site.url}/${file}`);
        expect(h.og('image:alt')).toBe(h.jsonLd.headline);
        const response = await fetch(`${baseUrl()}/${file}`);
        expect(response.headers.get('content-type'), file).toBe('image/png');
        // The PNG header: width and height are the IHDR chunk's first two numbers.
        const png = Buffer.from(await response.arrayBuffer());
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([1200, 630]);
      }
      // No English image where there is no English page.
      if (!englishPostSlugs.includes(slug)) expect((await fetch(`${baseUrl()}/${ogImageFile(slug, 'en')}`)).status).toBe(404);
    }
  });

  it('describes the site as a ProfessionalService and each post as an Article, with "<" escaped', async () => {
    const home = await head('/');
    expect(home.jsonLd['@type']).toBe('ProfessionalService');
    expect(JSON.stringify(home.jsonLd)).not.toMatch(/LegalService|Attorney/);
    for (const { path } of postRoutes) {
      const h = await head(path);
      expect(h.jsonLd['@type'], path).toBe('Article');
      expect(h.jsonLd.headline).toBe(h.title!.replace(/ \| .*$/, ''));
      expect(h.jsonLd.url).toBe(site.url + path);
      expect(h.jsonLdRaw).not.toContain('<');
      // Fresh to a search engine when it was last checked against the law.
      const post = (await readPost(postRoutes.find((r) => r.path === path)!.slug))!;
      expect(h.jsonLd.datePublished, path).toBe(post.summary.date);
      expect(h.jsonLd.dateModified, path).toBe(post.facts.reviewed ?? post.summary.date);
    }
  });

  it('the thank-you pages are not indexed', async () => {
    for (const path of ['/kontakt/tak', '/anmeldelse/tak', '/nyhedsbrev/tak'])
      expect((await head(path)).html, path).toContain('<meta name="robots" content="noindex">');
    expect((await head('/privatlivspolitik')).html).not.toContain('noindex');
  });

  it('the pages of a situation where a person may be in danger are not indexed, the others are', async () => {
    const steps = situationSteps.filter((s) => unlistedSituations.includes(s.situation));
    const listed = situationSteps.find((s) => !unlistedSituations.includes(s.situation));
    for (const lang of languages)
      for (const params of steps)
        expect((await head(hrefIn(lang, 'situation', params))).html, params.step).toContain('<meta name="robots" content="noindex">');
    if (listed) expect((await head(href('situation', listed))).html).not.toContain('noindex');
  });

  it('the 404 page is not indexed and has no canonical URL', async () => {
    const h = await head('/findes-ikke');
    expect(h.html).toContain('<meta name="robots" content="noindex">');
    expect(h.canonical).toBeUndefined();
  });

  it('sitemap.xml lists exactly the pages search engines may list and robots.txt points to it', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      indexedPages(sitePageValues(postSlugs, englishPostSlugs), unlistedSituations)
        .map((p) => site.url + p.path)
        .sort(),
    );
    for (const loc of locs) expect((await fetch(baseUrl() + loc!.slice(site.url.length))).status, loc).toBe(200);
    for (const slug of postSlugs) {
      const post = (await readPost(slug))!;
      expect(xml, slug).toContain(
        `<loc>${site.url}${href('post', { slug })}</loc>\n    <lastmod>${post.facts.reviewed ?? post.summary.date}</lastmod>`,
      );
    }
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
