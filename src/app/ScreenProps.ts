import type { RouteName, RouteParams } from '@/routes/routes';

/**
 * What a screen gets: its route's parameters, e.g. ScreenProps<'post'> has `{ slug }`.
 * Without a name: any screen, as the app renders it.
 */
export type ScreenProps<N extends RouteName | null = null> = {
  params: N extends RouteName ? RouteParams<N> : Readonly<Record<string, string>>;
};
