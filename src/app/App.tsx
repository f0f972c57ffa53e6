import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from './Layout';
import { NotFound, routes } from './routes';

export function App() {
  return (
    <Layout>
      {/* Shown only while a not-yet-loaded screen's chunk arrives after a navigation. */}
      <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
        <Switch>
          {routes.map(({ pattern, Screen }) => (
            <Route key={pattern} path={pattern}>
              {(params) => <Screen params={params} />}
            </Route>
          ))}
          <Route>{(params) => <NotFound params={params} />}</Route>
        </Switch>
      </Suspense>
    </Layout>
  );
}
