import type { PageMeta } from '@/app/PageMeta';
import type { Language } from '@/content/languages';
import type { OwnerFacts } from '@/content/site';
import { fontPreloads } from '@/content/fonts';
import { escapeHtml } from '@/content/escapeHtml';
import { withoutSoftHyphens } from '@/content/softHyphens';
import { hreflangLinks } from '@/routes/sitePaths';

/** Escaped, and without the soft hyphens meant for narrow screens: metadata is read, not laid out. */
const escapeText = (text: string) => escapeHtml(withoutSoftHyphens(text));

/** JSON inside <script> must not contain "</script>" or "<!--": escape every "<". */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** How Open Graph names each language's locale. */
const ogLocale = { da: 'da_DK', en: 'en_GB' } as const satisfies Record<Language, string>;

type HeadInput = {
  meta: PageMeta;
  site: OwnerFacts;
  /** The page's path without the base, e.g. "/en/blog/". */
  path: string;
  lang: Language;
  /** The page's address in each language (hreflang); null for the not-found page. */
  alternates: Record<Language, string> | null;
  /** The feed in the page's language, e.g. "en/feed.xml". */
  feed: string;
  /** false: a page search engines should not list (a thank-you page). */
  indexed: boolean;
  base: string;
  siteName: string;
  feedTitle: string;
};

/** Everything in <head> after charset and viewport; all values escaped here. */
export function renderHead({ meta, site, path, lang, alternates, feed, indexed, base, siteName, feedTitle }: HeadInput): string {
  const url = site.url + path;
  // An article has its own, with its title (scripts/content/og-images.ts).
  const image = `${site.url}/${meta.article?.image ?? 'og-image.png'}`;
  const isNotFound = alternates === null;
  const other = (Object.keys(ogLocale) as Language[]).filter((code) => code !== lang);
  const tags: string[] = [
    `<title>${escapeText(meta.title)}</title>`,
    `<meta name="description" content="${escapeText(meta.description)}">`,
    isNotFound ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeText(url)}">`,
    ...(indexed ? [] : ['<meta name="robots" content="noindex">']),
    // Each language's version of this page, and Danish for any other language.
    ...(alternates ? hreflangLinks(alternates) : []).map(
      ([code, href]) => `<link rel="alternate" hreflang="${code}" href="${escapeText(site.url + href)}">`,
    ),
    `<meta property="og:site_name" content="${escapeText(siteName)}">`,
    `<meta property="og:type" content="${meta.article ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${escapeText(meta.title)}">`,
    `<meta property="og:description" content="${escapeText(meta.description)}">`,
    ...(isNotFound ? [] : [`<meta property="og:url" content="${escapeText(url)}">`]),
    `<meta property="og:image" content="${escapeText(image)}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${escapeText(meta.article?.headline ?? siteName)}">`,
    `<meta property="og:locale" content="${ogLocale[lang]}">`,
    ...other.map((code) => `<meta property="og:locale:alternate" content="${ogLocale[code]}">`),
    // X reads og:title and og:description when its own are missing: only the card type and image.
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:image" content="${escapeText(image)}">`,
    '<meta name="theme-color" content="#1d3f6e">',
    // The fonts every first screen uses, fetched with the HTML rather than after the CSS is read.
    ...fontPreloads.map((url) => `<link rel="preload" href="${base}${url}" as="font" type="font/woff2" crossorigin>`),
    `<link rel="icon" href="${base}favicon.svg" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${base}apple-touch-icon.png">`,
    `<link rel="manifest" href="${base}site.webmanifest">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeText(feedTitle)}" href="${base}${feed}">`,
    `<script type="application/ld+json">${withoutSoftHyphens(jsonForScript(structuredData(meta, site, url, image, siteName, lang)))}</script>`,
  ];
  return tags.join('\n    ');
}

/**
 * schema.org data. The service is a ProfessionalService run by a Person; not LegalService
 * or Attorney, which would present a law student as a law firm.
 */
function structuredData(meta: PageMeta, site: OwnerFacts, url: string, image: string, siteName: string, lang: Language) {
  const person = { '@type': 'Person', name: site.name, jobTitle: site.role };
  const service = {
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#service`,
    name: siteName,
    url: `${site.url}/`,
    image,
    email: site.email,
    telephone: site.phone,
    priceRange: lang === 'da' ? 'Gratis' : 'Free',
    areaServed: { '@type': 'Country', name: lang === 'da' ? 'Danmark' : 'Denmark' },
    foundingDate: site.founded,
    founder: person,
    ...(site.instagram && { sameAs: [`https://www.instagram.com/${site.instagram.replace(/^@/, '')}/`] }),
  };
  if (!meta.article) return { '@context': 'https://schema.org', ...service };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: meta.article.headline,
    description: meta.description,
    datePublished: meta.article.datePublished,
    dateModified: meta.article.dateModified ?? meta.article.datePublished,
    articleSection: meta.article.section,
    inLanguage: lang,
    url,
    mainEntityOfPage: url,
    image,
    author: person,
    publisher: { '@id': service['@id'], '@type': 'ProfessionalService', name: siteName },
  };
}
