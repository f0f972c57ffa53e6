import { parse } from 'regexparam';
import { routeNames, routes, type RouteName, type RouteParams } from './routes.ts';

export type RouteMatch = { [N in RouteName]: { name: N; params: RouteParams<N> } }[RouteName];

// regexparam is the parser wouter uses for its own <Route path>: the browser's switch and the
// server's page data both match with this function, so they always agree.
const compiled = routeNames.map((name) => ({ name, ...parse(routes[name].path) }));

/** The page a path (without the base) shows, with its parameters; null for the not-found page. */
export function matchPath(path: string): RouteMatch | null {
  for (const { name, pattern, keys } of compiled) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, found[i + 1] ?? '']));
    return { name, params } as RouteMatch;
  }
  return null;
}
