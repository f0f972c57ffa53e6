import { createContext, useContext, useSyncExternalStore } from 'react';
import { addTexts } from './messages';
import type { ContentFile, PageDataEntries, PageDataKey, PagePayload } from './pagePayload';
import type { Post } from './schema';

/** A content file the build wrote, by its path under the site's base: null when there is none (404). */
export type ContentFiles = Readonly<Record<string, unknown>>;

const isPayload = (file: string) => file.startsWith('page-data/');
const isPost = (file: string) => file.startsWith('post-data/');

/**
 * A post fetched again (for its other language) keeps the body the page shows: the same text, but
 * as the browser serialised it (src/pages/handOff.ts), so React does not write it anew and the
 * reader's place on the page does not jump.
 */
function keepShownBody(shown: Post | undefined, fetched: Post | null): Post | null {
  if (!shown || !fetched) return fetched;
  return { ...fetched, body: { ...fetched.body, ...shown.body } };
}

/**
 * The one cache of the content files a page has: route payloads (`page-data/<route>.json`),
 * posts, the help guide's pages and the post index, keyed by their path. The server fills it
 * from the build's files before rendering; the browser starts from what the prerendered page
 * hands over (src/pages/handOff.ts) and fetches the rest on navigation. A payload's texts join
 * its language's catalogue, its data the entries every screen reads with useData().
 */
export class ContentStore {
  private files = new Map<string, unknown>();
  private data: Partial<PageDataEntries> = {};
  private failed = new Set<string>();
  private pending = new Map<string, Promise<void>>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(files: ContentFiles = {}) {
    for (const [file, content] of Object.entries(files)) this.put(file, content);
  }

  private put(file: string, fetched: unknown) {
    const content = isPost(file) ? keepShownBody(this.files.get(file) as Post | undefined, fetched as Post | null) : fetched;
    this.files.set(file, content);
    this.failed.delete(file);
    if (isPayload(file) && content) {
      // The build's own output, written from validated content.
      const { lang, texts, data } = content as PagePayload;
      addTexts(lang, texts);
      Object.assign(this.data, data);
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;
  private changed() {
    this.version++;
    this.listeners.forEach((l) => l());
  }

  /** A file's content as the build wrote it: undefined while not here, null when it does not exist. */
  file<T>(file: ContentFile<T>): T | null | undefined {
    // Put here by the build's own output under this name.
    return this.files.get(file) as T | null | undefined;
  }
  /** The last fetch of this file failed (offline, say); fetching it again may succeed. */
  hasFailed(file: string): boolean {
    return this.failed.has(file);
  }
  /** A data entry from the payloads that have arrived. */
  dataEntry<K extends PageDataKey>(key: K): PageDataEntries[K] | undefined {
    return this.data[key];
  }

  /**
   * Fetches a file unless it is on its way, or here and not to be refreshed (a post the page
   * handed over without its English body); a 404 is kept as null, a failure is not kept.
   */
  load(file: string, refresh = false): Promise<void> {
    if (!refresh && this.files.has(file)) return Promise.resolve();
    let task = this.pending.get(file);
    if (!task) {
      task = fetchFile(file)
        .then(
          (content) => this.put(file, content),
          () => void this.failed.add(file),
        )
        .finally(() => {
          this.pending.delete(file);
          this.changed();
        });
      this.pending.set(file, task);
    }
    return task;
  }
}

async function fetchFile(file: string): Promise<unknown> {
  const response = await fetch(import.meta.env.BASE_URL + file.split('/').map(encodeURIComponent).join('/'));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load ${file}: HTTP ${response.status}`);
  return response.json();
}

const StoreContext = createContext<ContentStore | null>(null);
export const ContentStoreProvider = StoreContext.Provider;

/** The store, re-rendering the caller whenever it changes. */
export function useContentStore(): ContentStore {
  const store = useContext(StoreContext);
  // The prerender meets a mistake here first and says what to do; the browser bundle carries only a name.
  if (!store) throw new Error(import.meta.env.SSR ? 'ContentStore missing: wrap the app in <ContentStoreProvider>' : 'ContentStore');
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}

/**
 * A data entry the current route's payload names (`payloads` in src/routes/routes.ts). Its screen renders
 * only once the route's payload is here, so a missing entry is a route that forgot to name it:
 * the prerender fails on it.
 */
export function useData<K extends PageDataKey>(key: K): PageDataEntries[K] {
  const value = useContentStore().dataEntry(key);
  if (value === undefined)
    throw new Error(import.meta.env.SSR ? `No "${key}" data here: name it in the route's payload (payloads in src/routes/payloads.ts)` : key);
  return value;
}
