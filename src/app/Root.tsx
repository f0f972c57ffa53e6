import { StrictMode, useEffect } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { onJourneyStep } from '@/components/help/journeyStep';
import { LanguageProvider } from '@/i18n/LanguageContext';
import { App } from './App';
import { ContentStoreProvider, type ContentStore } from '@/content/ContentStore';
import { ErrorBoundary } from './ErrorBoundary';
import { PageMetaSink, type PageMeta } from './PageMeta';

/** The app's base path without its trailing slash: "" at the root, "/repo" under a sub-path. */
export const routerBase = import.meta.env.BASE_URL.replace(/\/$/, '');

type RootProps = {
  /** The path the page was rendered at; the browser hydrates with it, then reads its own. */
  ssrPath: string;
  store: ContentStore;
  metaSink?: (meta: PageMeta) => void;
};

export function Root({ ssrPath, store, metaSink }: RootProps) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <PageMetaSink value={metaSink ?? null}>
          <ContentStoreProvider value={store}>
            <Router base={routerBase} ssrPath={ssrPath} aroundNav={leaveJourneyStep}>
              <LanguageProvider>
                <App />
                <HydrationMarker />
              </LanguageProvider>
            </Router>
          </ContentStoreProvider>
        </PageMetaSink>
      </ErrorBoundary>
    </StrictMode>
  );
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
