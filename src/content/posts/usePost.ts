import { useEffect } from 'react';
import type { Language, Post } from '../schema';
import { postFile } from '../pagePayload';
import { useContentStore } from '../ContentStore';

export type PostState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; post: Post };

/**
 * A post for the article screen, from its file (post-data/<slug>.json), with its body in `lang`
 * when it has one: the prerendered page hands over only the body in its own language.
 */
export function usePost(slug: string, lang: Language): PostState & { retry: () => void } {
  const store = useContentStore();
  const file = postFile(slug);
  const post = store.file(file);
  const failed = store.hasFailed(file);
  // The one body the page handed over (src/pages/handOff.ts); the file has every one.
  const bodies: Partial<Record<Language, string>> | undefined = post?.body;
  const written = lang === 'da' || post?.summary.en !== undefined;
  const incomplete = post === undefined || (post !== null && written && bodies?.[lang] === undefined);
  const retry = () => void store.load(file, true);
  useEffect(() => {
    if (incomplete && !failed) void store.load(file, true);
  }, [store, file, incomplete, failed]);
  if (post === null) return { status: 'missing', retry };
  if (incomplete && failed) return { status: 'error', retry };
  if (post === undefined || incomplete) return { status: 'loading', retry };
  return { status: 'ready', post, retry };
}
