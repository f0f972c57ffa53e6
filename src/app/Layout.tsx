import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { Header } from '@/components/Header';
import { Footer } from '@/components/Footer';
import { ToastHost } from '@/components/ToastHost';
import { useLanguage } from '@/i18n/LanguageContext';
import { usePageAddress } from '@/routes/usePageAddress';
import { LanguageSwitch } from './LanguageSwitch';
import { expectNewPage, restorePlaceAfterSwitch } from './navigationFocus';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  useFocusOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header languageSwitch={<LanguageSwitch />} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ToastHost />
    </>
  );
}

/**
 * After a client-side navigation, start the new page at the top and move focus to its
 * heading (see navigationFocus.ts); after the language switch, stay at the same heading. The first location seen (including the 404 page's
 * switch from its render path) is not a navigation.
 */
function useFocusOnNavigation() {
  const { location } = usePageAddress();
  const { base } = useRouter();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === null) {
      last.current = window.location.pathname.slice(base.length) || '/';
      return;
    }
    if (location === last.current) return;
    last.current = location;
    // The language switch keeps the reader where they were, and the focus on the switch.
    if (restorePlaceAfterSwitch()) return;
    window.scrollTo(0, 0);
    expectNewPage();
  }, [location, base]);
}
