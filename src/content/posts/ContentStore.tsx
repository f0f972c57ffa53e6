import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AreaId, HelpPage, Post, PostSummary, Review } from '../schema';
import type { PageData } from './pageData';

export type BlogListData = { posts: PostSummary[]; categories: AreaId[]; complete: boolean };

/**
 * Content data the screens have so far: posts, the blog list and the published reviews. The
 * server fills it before rendering; the browser seeds it from the prerendered page, and the
 * hooks that fetch more (usePost, useBlogList, useReviews) write into it. Those live in their own files so that only the screens that fetch carry
 * the fetching code; this store is part of every page's JavaScript.
 */
export class ContentStore {
  private posts = new Map<string, Post | null>();
  private failed = new Set<string>();
  private blog: BlogListData | null = null;
  private publishedReviews: Review[] | null = null;
  /** The help guide's area pages by address (null: no such area); like posts, loaded per page. */
  private helpPages = new Map<string, HelpPage | null>();
  private pending = new Map<string, Promise<void>>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    init: { posts?: Iterable<[string, Post | null]>; blog?: BlogListData; reviews?: Review[]; help?: Iterable<[string, HelpPage | null]> } = {},
  ) {
    for (const [slug, post] of init.posts ?? []) this.posts.set(slug, post);
    for (const [area, page] of init.help ?? []) this.helpPages.set(area, page);
    this.blog = init.blog ?? null;
    this.publishedReviews = init.reviews ?? null;
  }

  /**
   * The store a prerendered page starts with, the same on the server and in the hydrating
   * browser: the page's post (undefined when only its summary is at hand) or the blog's
   * first page.
   */
  static forPage(pageData: PageData | undefined, post: Post | null | undefined): ContentStore {
    return new ContentStore({
      posts: pageData?.kind === 'post' && post !== undefined ? [[pageData.slug, post]] : [],
      blog:
        pageData?.kind === 'blog' ? { posts: pageData.firstPage, categories: pageData.categories, complete: false } : undefined,
      reviews: pageData?.kind === 'home' ? pageData.reviews : undefined,
      help: pageData?.kind === 'help' ? [[pageData.area, pageData.page]] : [],
    });
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

  /** undefined: not loaded yet; null: no such post. */
  post(slug: string): Post | null | undefined {
    return this.posts.get(slug);
  }
  /** The last load of this post (or `help:<area>`) failed (offline, say); loading it again may succeed. */
  postFailed(slug: string): boolean {
    return this.failed.has(slug);
  }

  blogList(): BlogListData | null {
    return this.blog;
  }
  /** The published reviews; null until loaded. */
  reviews(): Review[] | null {
    return this.publishedReviews;
  }
  setReviews(reviews: Review[]) {
    this.publishedReviews = reviews;
    this.changed();
  }

  /** undefined: not loaded yet; null: no such area. */
  helpPage(area: string): HelpPage | null | undefined {
    return this.helpPages.get(area);
  }
  /** A failed load is marked like a post's, by the key `help:<area>`. */
  setHelpPage(area: string, page: HelpPage | null) {
    this.helpPages.set(area, page);
    this.failed.delete(`help:${area}`);
    this.changed();
  }

  setPost(slug: string, post: Post | null) {
    this.posts.set(slug, post);
    this.failed.delete(slug);
    this.changed();
  }
  setPostFailed(slug: string) {
    this.failed.add(slug);
    this.changed();
  }
  setBlogList(blog: BlogListData) {
    this.blog = blog;
    this.changed();
  }

  /** Runs a load unless the same one is already under way, so a post is fetched once at a time. */
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
