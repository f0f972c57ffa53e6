// The blog search's second half: words in the article bodies, from the full-text index the build
// writes (scripts/search-index.ts). This module and the index load only when a visitor types in
// the search box; without an index (npm run dev, or offline) it finds nothing and says nothing.
import type { Language } from '@/content/schema';

/** The part of Pagefind's browser API used here (pagefind/pagefind.js). */
type Pagefind = {
  options: (options: { baseUrl: string }) => Promise<void>;
  search: (term: string) => Promise<{ results: { data: () => Promise<{ meta: Record<string, string | undefined> }> }[] } | null>;
};

const loaded = new Map<Language, Promise<Pagefind | null>>();

/**
 * Pagefind picks its index by the page's <html lang> when it starts: one module instance per
 * language (the query makes it a module of its own), so a search after the language switch reads
 * the other language's articles.
 */
function pagefind(lang: Language): Promise<Pagefind | null> {
  let instance = loaded.get(lang);
  if (!instance) {
    const url = `${import.meta.env.BASE_URL}pagefind/pagefind.js?${lang}`;
    instance = (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(
      async (module) => {
        await module.options({ baseUrl: import.meta.env.BASE_URL });
        return module;
      },
      () => {
        // Offline or a hiccup: the next search tries again.
        loaded.delete(lang);
        return null;
      },
    );
    loaded.set(lang, instance);
  }
  return instance;
}

/** The slugs of the articles whose body holds the words, best match first (at most 20). */
export async function bodyMatches(term: string, lang: Language): Promise<string[]> {
  const search = await (await pagefind(lang))?.search(term).catch(() => null);
  if (!search) return [];
  const found = await Promise.all(search.results.slice(0, 20).map((result) => result.data().catch(() => null)));
  return found.flatMap((page) => (page?.meta.slug ? [page.meta.slug] : []));
}
