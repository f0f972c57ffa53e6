import { describe, expect, it } from 'vitest';
import { routeNames, routes } from '@/routes/routes';
import { notFoundScreen, routeScreens } from './routeScreens';

describe('route screens', () => {
  it.each(routeNames)('%s names a screen that exists and loads with its texts', async (name) => {
    await expect(routeScreens[name].preload(), `${routes[name].screen}.tsx`).resolves.toBeUndefined();
  });

  it('the not-found screen loads too', async () => {
    await expect(notFoundScreen.preload()).resolves.toBeUndefined();
  });
});
