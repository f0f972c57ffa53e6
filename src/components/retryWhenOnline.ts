import { useEffect } from 'react';
import type { FailedProps } from './lazyLoaded';

/** Runs `retry` when the browser says it is back online. */
export function useRetryWhenOnline(retry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}

/** For a part that shows nothing while it cannot be fetched: it simply tries again once back online. */
export function RetryWhenOnline({ retry }: FailedProps): null {
  useRetryWhenOnline(retry);
  return null;
}
