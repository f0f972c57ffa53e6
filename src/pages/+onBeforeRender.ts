import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageContextServer } from 'vike/types';
import { postIndex } from '@generated/post-index';
import { Post } from '@/content/schema';
import { BLOG_PAGE_SIZE, type PageData } from '@/app/pageData';
import { categoriesInUse } from '@/content/categories';

const postDataDir = path.join(__GENERATED_DIR__, 'public', 'post-data');

/** Server only: reads what the page at this path shows, before it renders. */
export async function onBeforeRender(pageContext: PageContextServer) {
  const pathname = pageContext.urlPathname.replace(/(.)\/$/, '$1');
  const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
  let pageData: PageData = { kind: 'none' };
  let post: Post | null = null;
  if (slug) {
    post = await readPost(slug);
    pageData = { kind: 'post', slug, summary: post?.summary ?? null };
  } else if (pathname === '/blog') {
    pageData = {
      kind: 'blog',
      firstPage: postIndex.slice(0, BLOG_PAGE_SIZE),
      categories: categoriesInUse(postIndex),
      total: postIndex.length,
    };
  }
  return { pageContext: { pageData, post } };
}

async function readPost(slug: string): Promise<Post | null> {
  const text = await readFile(path.join(postDataDir, `${slug}.json`), 'utf8').catch(() => null);
  return text === null ? null : Post.parse(JSON.parse(text));
}
