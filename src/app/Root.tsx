import { StrictMode, useEffect, type ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { onJourneyStep } from '@/components/help/journeyStep';
import { LanguageProvider } from '@/i18n/LanguageContext';
import type { PageAddress } from '@/routes/matchPath';
import { PageAddressProvider, usePageAddress } from '@/routes/usePageAddress';
import { App } from './App';
import { ContentStoreProvider, type ContentStore } from '@/content/ContentStore';
import { ErrorBoundary } from './ErrorBoundary';
import { PageMetaSink, type PageMeta } from './PageMeta';

/** The app's base path without its trailing slash: "" at the root, "/repo" under a sub-path. */
export const routerBase = import.meta.env.BASE_URL.replace(/\/$/, '');

type RootProps = {
  /** The path the page was rendered at; the browser hydrates with it, then reads its own. */
  ssrPath: string;
  /** On the server: what the page context read from that path. */
  address?: PageAddress;
  store: ContentStore;
  metaSink?: (meta: PageMeta) => void;
};

export function Root({ ssrPath, address, store, metaSink }: RootProps) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <PageMetaSink value={metaSink ?? null}>
          <ContentStoreProvider value={store}>
            <Router base={routerBase} ssrPath={ssrPath} aroundNav={leaveJourneyStep}>
              <PageAddressProvider rendered={address}>
                <AddressLanguage>
                  <App />
                  <HydrationMarker />
                </AddressLanguage>
              </PageAddressProvider>
            </Router>
          </ContentStoreProvider>
        </PageMetaSink>
      </ErrorBoundary>
    </StrictMode>
  );
}

/** The texts in the language of the address. */
function AddressLanguage({ children }: { children: ReactNode }) {
  return <LanguageProvider wanted={usePageAddress().lang}>{children}</LanguageProvider>;
}

/** A page of a sensitive journey is left by replacing it in the history (journeyStep.ts). */
const leaveJourneyStep: AroundNavHandler = (navigate, to, options) =>
  navigate(to, onJourneyStep() ? { ...options, replace: true } : options);

/** Marks <html data-hydrated="true"> once the app is interactive; the browser tests wait on it. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
