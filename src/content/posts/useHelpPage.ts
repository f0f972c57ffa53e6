import { useEffect } from 'react';
import type { HelpPage } from '../schema';
import { helpFile } from '../pagePayload';
import { useContentStore } from '../ContentStore';

export type HelpPageState = { status: 'loading' | 'missing' | 'error' } | { status: 'ready'; page: HelpPage };

/** An area's page of the help guide (help/<area>.json): handed over by the prerendered page, or fetched. */
export function useHelpPage(area: string): HelpPageState & { retry: () => void } {
  const store = useContentStore();
  const file = helpFile(area);
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
