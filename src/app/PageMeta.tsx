import { createContext, useContext, useEffect } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';

export type PageMeta = { title: string; description: string };

/** On the server each render gets a sink; the screen's meta ends up in the page's <head>. */
const MetaSink = createContext<{ current: PageMeta | null } | null>(null);
export const PageMetaSink = MetaSink.Provider;

/**
 * Each screen names its title and description once. The server writes them into <head>;
 * in the browser they follow client-side navigation and the language switch.
 */
export function usePageMeta(title: string | null, description: string): void {
  const { t } = useLanguage();
  const full = title ? `${title} | ${t('site.name')}` : `${t('site.name')} – ${t('site.tagline')}`;
  const sink = useContext(MetaSink);
  if (sink) sink.current = { title: full, description };
  useEffect(() => {
    document.title = full;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [full, description]);
}
