import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { readPath } from '@/routes/matchPath';
import { Layout } from './Layout';
import { RouteView } from './RouteView';

/** The page for the current path: the route table's screen, or the not-found page. */
export function App() {
  const [location] = useLocation();
  return (
    <Layout>
      {/* Shown only while a screen's chunk or payload arrives after a navigation. */}
      <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
        <RouteView {...readPath(location)} />
      </Suspense>
    </Layout>
  );
}
