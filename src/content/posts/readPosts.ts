// Server only (the prerender and tests): the one reader of the generated post files. The
// browser fetches the same files through the ContentStore; both are written by the content build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { englishPostSlugs, postSlugs } from '@generated/post-paths';
import { Post, PostSummary } from '../schema';
import { POST_INDEX_FILE, postFile } from '../pagePayload';

/** The folder of the files the build writes for the browser. */
export const publicDir = path.join(__GENERATED_DIR__, 'public');

/** Every published post's slug (drafts too in `npm run dev`): each gets a page. */
export { postSlugs };
/** The posts with an English version: each also gets a page under /en/. */
export { englishPostSlugs };

/** A post, body included; null when there is no such post. */
export async function readPost(slug: string): Promise<Post | null> {
  const text = await readFile(path.join(publicDir, postFile(slug)), 'utf8').catch(() => null);
  return text === null ? null : Post.parse(JSON.parse(text));
}

let index: Promise<PostSummary[]> | undefined;

/** The published posts, newest first: the same file the blog list fetches. */
export function readPostIndex(): Promise<PostSummary[]> {
  return (index ??= readFile(path.join(publicDir, POST_INDEX_FILE), 'utf8').then((text) => z.array(PostSummary).parse(JSON.parse(text))));
}
