import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AreaId, HelpPage, Post, PostSummary, Review } from '../schema';
import type { PageData } from './pageData';

export type BlogListData = { posts: PostSummary[]; categories: AreaId[]; complete: boolean };

/** What the store holds, by key: `null` for a post or help page that does not exist. */
export type ContentEntries = {
  [post: `post:${string}`]: Post | null;
  [help: `help:${string}`]: HelpPage | null;
  blog: BlogListData;
  reviews: Review[];
};
export type ContentKey = keyof ContentEntries;

/**
 * Content data the screens have so far: posts, the blog list, the published reviews and the
 * help guide's pages. The server fills it before rendering; the browser seeds it from the
 * prerendered page, and the hooks that fetch more (usePost, useBlogList, useReviews,
 * useHelpPage) write into it. Those live in their own files so that only the screens that
 * fetch carry the fetching code; this store is part of every page's JavaScript, so it is one
 * map with as few methods as will do.
 */
export class ContentStore {
  private values = new Map<string, unknown>();
  private failed = new Set<string>();
  private pending = new Map<string, Promise<void>>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(init: Partial<ContentEntries> = {}) {
    for (const [key, value] of Object.entries(init)) this.values.set(key, value);
  }

  /**
   * The store a prerendered page starts with, the same on the server and in the hydrating
   * browser: the page's post (undefined when only its summary is at hand), the blog's first
   * page, the reviews or the help page.
   */
  static forPage(pageData: PageData | undefined, post: Post | null | undefined): ContentStore {
    const init: Partial<ContentEntries> = {};
    if (pageData?.kind === 'post' && post !== undefined) init[`post:${pageData.slug}`] = post;
    if (pageData?.kind === 'blog') init.blog = { posts: pageData.firstPage, categories: pageData.categories, complete: false };
    if (pageData?.kind === 'home') init.reviews = pageData.reviews;
    if (pageData?.kind === 'help') init[`help:${pageData.area}`] = pageData.page;
    return new ContentStore(init);
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

  /** undefined: not loaded yet. */
  get<K extends ContentKey>(key: K): ContentEntries[K] | undefined {
    return this.values.get(key) as ContentEntries[K] | undefined;
  }
  set<K extends ContentKey>(key: K, value: ContentEntries[K]) {
    this.values.set(key, value);
    this.failed.delete(key);
    this.changed();
  }
  /** The last load of this key failed (offline, say); loading it again may succeed. */
  hasFailed(key: ContentKey): boolean {
    return this.failed.has(key);
  }
  setFailed(key: ContentKey) {
    this.failed.add(key);
    this.changed();
  }

  /** Runs a load unless the same one is already under way, so a file is fetched once at a time. */
  loadOnce(key: string, load: () => Promise<void>): Promise<void> {
    let task = this.pending.get(key);
    if (!task) {
      task = load().finally(() => this.pending.delete(key));
      this.pending.set(key, task);
    }
    return task;
  }
}

const StoreContext = createContext<ContentStore | null>(null);
export const ContentStoreProvider = StoreContext.Provider;

/** The store, re-rendering the caller whenever it changes. */
export function useContentStore(): ContentStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('ContentStore missing: wrap the app in <ContentStoreProvider>');
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}
