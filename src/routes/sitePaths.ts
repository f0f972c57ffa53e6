import { fillPattern } from './href.ts';
import { routeNames, routes, type ParamRouteName, type RouteParams } from './routes.ts';

/** The values of each page with parameters, e.g. `{ post: [{ slug: 'a' }, …] }`. */
export type RouteValues = { [N in ParamRouteName]: readonly RouteParams<N>[] };

/**
 * Every URL the site has, in table order: the prerender list, the sitemap and the build's
 * internal-link check all come from here. A new page with parameters makes every caller name
 * its values (tsc fails until they do).
 */
export function sitePaths(values: RouteValues): string[] {
  return routeNames.flatMap((name) => {
    const { path } = routes[name];
    const list: readonly Readonly<Record<string, string>>[] = name in values ? values[name as ParamRouteName] : [{}];
    return list.map((params) => fillPattern(path, params));
  });
}

/** The pages search engines may list: every page but the thank-you pages. */
export function indexedPaths(values: RouteValues): string[] {
  const hidden = new Set<string>(routeNames.flatMap((name) => ('indexed' in routes[name] ? [routes[name].path] : [])));
  return sitePaths(values).filter((path) => !hidden.has(path));
}
