// Server only (the prerender): the one reader of the generated post files. The browser
// fetches the same files (fetchPost, fetchPostIndex); both are written by the content build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { postSlugs } from '@generated/post-paths';
import { categoriesInUse } from '../legalAreas';
import { Post, PostSummary, Reviews, type HelpPage, type Review } from '../schema';
import { BLOG_PAGE_SIZE, type PageData } from './pageData';

const publicDir = path.join(__GENERATED_DIR__, 'public');

/** Every post's slug, unlisted ones included: each gets a page. */
export { postSlugs };

/** A post, body included; null when there is no such post. */
export async function readPost(slug: string): Promise<Post | null> {
  const text = await readFile(path.join(publicDir, 'post-data', `${slug}.json`), 'utf8').catch(() => null);
  return text === null ? null : Post.parse(JSON.parse(text));
}

let index: Promise<PostSummary[]> | undefined;

/** The listed posts, newest first: the same file the blog list fetches. */
export function readPostIndex(): Promise<PostSummary[]> {
  return (index ??= readFile(path.join(publicDir, 'post-index.json'), 'utf8').then((text) => z.array(PostSummary).parse(JSON.parse(text))));
}

/** What /blog is prerendered with: the first page of cards and every category in use. */
export async function readBlogPageData(): Promise<Extract<PageData, { kind: 'blog' }>> {
  const posts = await readPostIndex();
  return { kind: 'blog', firstPage: posts.slice(0, BLOG_PAGE_SIZE), categories: categoriesInUse(posts), total: posts.length };
}

/** The published reviews the home page is prerendered with: the same file the browser fetches. */
export async function readReviews(): Promise<Review[]> {
  return Reviews.parse(JSON.parse(await readFile(path.join(publicDir, 'reviews.json'), 'utf8')));
}

/** An area's page in the help guide by its address; null when there is no such area. */
export async function readHelpPage(area: string): Promise<HelpPage | null> {
  const text = await readFile(path.join(publicDir, 'help', `${area}.json`), 'utf8').catch(() => null);
  // Written by the content build from validated content.
  return text === null ? null : (JSON.parse(text) as HelpPage);
}
