import type { ComponentType } from 'react';
import type { RouteMatch } from '@/routes/matchPath';
import { notFoundRoute, routeNames, routes, type RouteName } from '@/routes/routes';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import type { ScreenProps } from './ScreenProps';

// Each screen file is its own chunk; the route table names it, so a new page needs no entry here.
const screenFiles = import.meta.glob<Record<string, ComponentType<ScreenProps> | undefined>>([
  '../screens/*.tsx',
  '!../screens/*.test.tsx',
]);

// The prerender loads every route's screen, so a wrong name fails the build with the message;
// the browser bundle (the same table, the same files) carries only the name.
function screen(name: string): LazyScreen {
  const load = screenFiles[`../screens/${name}.tsx`];
  if (!load)
    throw new Error(
      import.meta.env.SSR ? `src/routes/routes.ts names the screen "${name}", but there is no src/screens/${name}.tsx` : name,
    );
  return lazyScreen(async () => {
    const component = (await load())[name];
    if (!component) throw new Error(import.meta.env.SSR ? `src/screens/${name}.tsx must export a component named ${name}` : name);
    return component;
  });
}

export const routeScreens = Object.fromEntries(routeNames.map((name) => [name, screen(routes[name].screen)])) as Record<
  RouteName,
  LazyScreen
>;
export const notFoundScreen = screen(notFoundRoute.screen);

/** The screen for a route match; null is the not-found page. */
export const screenOf = (match: RouteMatch | null): LazyScreen => (match ? routeScreens[match.name] : notFoundScreen);
