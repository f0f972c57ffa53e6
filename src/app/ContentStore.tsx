import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { fetchPost, loadPostIndex, type Post, type PostSummary } from '@/content/posts';
import type { Category } from '@/content/schema';
import type { PageData } from './pageData';

export type BlogListData = { posts: PostSummary[]; categories: Category[]; complete: boolean };

/**
 * Post data the screens have so far. The server fills it before rendering; the browser
 * seeds it from the prerendered page and loads the rest on demand. Screens read it through
 * the hooks below, so they render the same way in both places.
 */
export class ContentStore {
  private posts = new Map<string, Post | null>();
  private pending = new Map<string, Promise<void>>();
  private failed = new Set<string>();
  private blog: BlogListData | null = null;
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(init: { posts?: Iterable<[string, Post | null]>; blog?: BlogListData } = {}) {
    for (const [slug, post] of init.posts ?? []) this.posts.set(slug, post);
    this.blog = init.blog ?? null;
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
  /** The last load of this post failed (offline, say); loadPost tries again. */
  postFailed(slug: string): boolean {
    return this.failed.has(slug);
  }
  blogList(): BlogListData | null {
    return this.blog;
  }

  /** Loads the whole post, including bodies a seeded entry may lack (e.g. the English one). */
  loadPost(slug: string): Promise<void> {
    const inflight = this.pending.get(slug);
    if (inflight) return inflight;
    this.failed.delete(slug);
    const task = fetchPost(slug)
      .then(
        (post) => void this.posts.set(slug, post),
        () => void this.failed.add(slug),
      )
      .finally(() => {
        this.pending.delete(slug);
        this.changed();
      });
    this.pending.set(slug, task);
    return task;
  }

  loadBlogList(): Promise<void> {
    if (this.blog?.complete) return Promise.resolve();
    return loadPostIndex().then(
      (posts) => {
        this.blog = { posts, categories: distinctCategories(posts), complete: true };
        this.changed();
      },
      // Offline: the prerendered first page stays, searchable as far as it goes.
      () => undefined,
    );
  }
}

/** The category buttons: one per category in use, in order of first appearance. */
export function distinctCategories(posts: readonly PostSummary[]): Category[] {
  return [...new Set(posts.map((p) => p.category))];
}

const StoreContext = createContext<ContentStore | null>(null);
export const ContentStoreProvider = StoreContext.Provider;

function useStore(): ContentStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('ContentStore missing: wrap the app in <ContentStoreProvider>');
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}

export type PostState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; post: Post };

/** A post for the article screen; `needEnglish` also waits for the English body if there is one. */
export function usePost(slug: string, needEnglish: boolean): PostState & { retry: () => void } {
  const store = useStore();
  const post = store.post(slug);
  const incomplete = post === undefined || (needEnglish && post !== null && post.summary.en && post.body.en === undefined);
  const retry = () => void store.loadPost(slug);
  useEffect(() => {
    if (incomplete && !store.postFailed(slug)) void store.loadPost(slug);
  }, [store, slug, incomplete]);
  if (post === null) return { status: 'missing', retry };
  if (incomplete && store.postFailed(slug)) return { status: 'error', retry };
  if (post === undefined || incomplete) return { status: 'loading', retry };
  return { status: 'ready', post, retry };
}

/** The blog list: the prerendered first page at once, every listed post after the index loads. */
export function useBlogList(): BlogListData | null {
  const store = useStore();
  useEffect(() => {
    void store.loadBlogList();
  }, [store]);
  return store.blogList();
}
