import { createElement, type ComponentType } from 'react';
import { loadTexts } from '@/i18n/translate';
import type { ScreenProps } from './ScreenProps';

export type LazyScreen = ComponentType<ScreenProps> & { preload: () => Promise<void> };

/**
 * A screen in its own chunk, with the text groups it uses. Unlike React.lazy, it can be loaded
 * before rendering: the server and the hydrating browser call preload() first, so the first
 * render never suspends and matches the prerendered HTML. Later navigations suspend until the
 * chunk arrives.
 */
export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>, texts: readonly string[]): LazyScreen {
  let Loaded: ComponentType<ScreenProps> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= Promise.all([load(), ...texts.map(loadTexts)]).then(
      ([component]) => void (Loaded = component),
      (error: unknown) => {
        pending = null; // let a later render try again (e.g. after going back online)
        throw error;
      },
    ));
  function Screen(props: ScreenProps) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a render that cannot finish throws the promise it waits for
    if (!Loaded) throw preload();
    return createElement(Loaded, props);
  }
  return Object.assign(Screen, { preload });
}
