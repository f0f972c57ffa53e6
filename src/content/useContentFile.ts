import { useEffect } from 'react';
import type { ContentFile } from './pagePayload';
import { useContentStore } from './ContentStore';

export type ContentFileState<T> = { status: 'loading' | 'missing' | 'error' } | { status: 'ready'; page: T };

/**
 * A content file a page is about (an area's help page, a situation): handed over by the
 * prerendered page, or fetched; `missing` when the build wrote none (an unknown address).
 */
export function useContentFile<T>(file: ContentFile<T>): ContentFileState<T> & { retry: () => void } {
  const store = useContentStore();
  const page = store.file(file);
  const failed = store.hasFailed(file);
  useEffect(() => {
    if (page === undefined && !failed) void store.load(file);
  }, [store, file, page, failed]);
  const retry = () => void store.load(file);
  if (page === null) return { status: 'missing', retry };
  if (page === undefined) return { status: failed ? 'error' : 'loading', retry };
  return { status: 'ready', page, retry };
}
