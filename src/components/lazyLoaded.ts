import { createElement, useReducer, type ComponentType } from 'react';

/** What shows in place of a part whose code or texts could not be fetched: `retry` loads it again. */
export type FailedProps = { retry: () => void };

export type LazyLoaded<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component in a chunk of its own. Unlike React.lazy it can be loaded before rendering (the
 * server and the hydrating browser call preload() first, so the first render never suspends),
 * and it never keeps a failure: a failed load shows `Failed` and is tried again only when
 * `Failed` calls retry (a button, the browser coming back online). Never on its own from a
 * render, which would fetch in a tight loop while the connection is down.
 */
export function lazyLoaded<P extends object>(load: () => Promise<ComponentType<P>>, Failed: ComponentType<FailedProps>): LazyLoaded<P> {
  let Loaded: ComponentType<P> | null = null;
  let failed = false;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        pending = null;
        failed = true;
        throw error;
      },
    ));
  function Part(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    if (Loaded) return createElement(Loaded, props);
    if (failed)
      return createElement(Failed, {
        retry: () => {
          failed = false;
          rerender();
        },
      });
    // Suspense renders again once the load settles, either way; the failure is kept above.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a render that cannot finish throws the promise it waits for
    throw preload().catch(() => undefined);
  }
  return Object.assign(Part, { preload });
}
