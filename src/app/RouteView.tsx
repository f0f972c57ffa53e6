import { useReducer } from 'react';
import { useContentStore } from '@/content/ContentStore';
import { payloadFile } from '@/content/pagePayload';
import type { PageAddress } from '@/routes/matchPath';
import { ScreenFailed } from './lazyScreen';
import { notFoundScreen, routeScreens } from './routeScreens';

/**
 * The screen of an address once its payload (texts and data, in its language) is here. After a navigation
 * the screen's chunk and the payload are fetched side by side; until both are in, the nearest
 * Suspense shows its fallback.
 */
export function RouteView({ lang, match }: Pick<PageAddress, 'lang' | 'match'>) {
  const store = useContentStore();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const Screen = match ? routeScreens[match.name] : notFoundScreen;
  const file = payloadFile(match?.name ?? 'notFound', lang);
  const payload = store.file(file);
  if (payload === undefined && !store.hasFailed(file)) {
    Screen.preload().catch(() => undefined);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a render that cannot finish throws the promise it waits for
    throw store.load(file);
  }
  // Both again: the screen's chunk failed too if the connection was down. The re-render after
  // both settle shows the screen, or its own failure if its chunk still could not be fetched.
  const retry = () => void Promise.all([Screen.preload().catch(() => undefined), store.load(file)]).then(rerender);
  if (!payload) return <ScreenFailed retry={retry} />;
  return <Screen params={match?.params ?? {}} />;
}
