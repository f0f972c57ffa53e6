import { describe, expect, it } from 'vitest';
import type { RouteMatch } from '@/routes/matchPath';
import { routeNames, routes } from '@/routes/routes';
import { screenOf } from './routeScreens';

describe('route screens', () => {
  it.each(routeNames)('%s names a screen that exists and exports its component', async (name) => {
    await expect(screenOf({ name, params: {} } as RouteMatch).preload(), `${routes[name].screen}.tsx`).resolves.toBeUndefined();
  });

  it('the not-found screen loads too', async () => {
    await expect(screenOf(null).preload()).resolves.toBeUndefined();
  });
});
