import { createContext, useContext, useEffect } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { focusHeadingIfPending } from './navigationFocus';

/** What a screen says about itself, for <head>: title, description, and for posts the article facts. */
export type PageMeta = {
  title: string;
  description: string;
  /**
   * dateModified: the day the article was last checked against the law (its `reviewed`);
   * image: its share image under the site's base (ogImageFile).
   */
  article?: { headline: string; datePublished: string; dateModified?: string; section: string; image: string };
};

/** On the server each render gets a sink; the screen's meta ends up in the page's <head>. */
const MetaSink = createContext<((meta: PageMeta) => void) | null>(null);
export const PageMetaSink = MetaSink.Provider;

/**
 * Each screen names its title and description once. The server writes them into <head>;
 * in the browser they follow client-side navigation and the language switch.
 */
export function usePageMeta(title: string | null, description: string, article?: PageMeta['article']): void {
  const { t } = useLanguage();
  const full = fullTitle(title, t('site.name'), t('site.tagline'));
  useContext(MetaSink)?.({ title: full, description, article });
  useEffect(() => {
    document.title = full;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    focusHeadingIfPending();
  }, [full, description]);
}

/** Search results cut titles near 70 characters: a long post title goes without the site name. */
export function fullTitle(title: string | null, siteName: string, tagline: string): string {
  if (!title) return `${siteName} – ${tagline}`;
  const withSite = `${title} | ${siteName}`;
  return withSite.length <= 70 ? withSite : title;
}
