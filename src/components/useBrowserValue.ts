import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (local storage, today's date), read without breaking
 * hydration: the prerender and the hydrating render use `serverValue`, so they agree, and
 * React renders again at once with the browser's value if it differs.
 */
export function useBrowserValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
