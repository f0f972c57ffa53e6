import { Suspense } from 'react';
import { usePageAddress } from '@/routes/usePageAddress';
import { Layout } from './Layout';
import { RouteView } from './RouteView';

/** The page for the current path: the route table's screen, or the not-found page. */
export function App() {
  const { lang, match } = usePageAddress();
  return (
    <Layout>
      {/* Shown only while a screen's chunk or payload arrives after a navigation. */}
      <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
        <RouteView lang={lang} match={match} />
      </Suspense>
    </Layout>
  );
}
