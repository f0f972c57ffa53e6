import { useEffect } from 'react';
import type { HelpPage } from '../schema';
import { useContentStore } from './ContentStore';

async function fetchHelpPage(area: string): Promise<HelpPage | null> {
  const response = await fetch(`${import.meta.env.BASE_URL}help/${encodeURIComponent(area)}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load the help page ${area}: HTTP ${response.status}`);
  // Written by the content build from validated content.
  return (await response.json()) as HelpPage;
}

export type HelpPageState = { status: 'loading' | 'missing' | 'error' } | { status: 'ready'; page: HelpPage };

/** An area's page of the help guide: from the prerendered page at once, or fetched on navigation. */
export function useHelpPage(area: string): HelpPageState & { retry: () => void } {
  const store = useContentStore();
  const key = `help:${area}` as const;
  const page = store.get(key);
  const load = () =>
    store.loadOnce(key, () =>
      fetchHelpPage(area).then(
        (loaded) => store.set(key, loaded),
        () => store.setFailed(key),
      ),
    );
  const failed = store.hasFailed(key);
  useEffect(() => {
    if (page === undefined && !failed) void load();
  });
  const retry = () => void load();
  if (page === null) return { status: 'missing', retry };
  if (page === undefined) return { status: failed ? 'error' : 'loading', retry };
  return { status: 'ready', page, retry };
}
