import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { matchPath } from '@/routes/matchPath';
import { Layout } from './Layout';
import { notFoundScreen, routeScreens } from './routeScreens';

/** The page for the current path: the route table's screen, or the not-found page. */
export function App() {
  const [location] = useLocation();
  const match = matchPath(location);
  const Screen = match ? routeScreens[match.name] : notFoundScreen;
  return (
    <Layout>
      {/* Shown only while a not-yet-loaded screen's chunk arrives after a navigation. */}
      <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
        <Screen params={match?.params ?? {}} />
      </Suspense>
    </Layout>
  );
}
