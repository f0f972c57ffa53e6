import type { PageContextServer } from 'vike/types';
import { matchPath } from '@/routes/matchPath';
import { readBlogPageData, readHelpPage, readPost, readReviews } from '@/content/posts/readPosts';
import type { PageData } from '@/content/posts/pageData';
import type { Post } from '@/content/schema';

/** Server only: reads what the page at this path shows, before it renders. */
export async function onBeforeRender(pageContext: PageContextServer) {
  // The same matcher as the browser's switch (src/app/App.tsx).
  const match = matchPath(pageContext.urlPathname);
  let pageData: PageData = { kind: 'none' };
  let post: Post | null = null;
  if (match?.name === 'post') {
    post = await readPost(match.params.slug);
    pageData = { kind: 'post', slug: match.params.slug, summary: post?.summary ?? null, ...(post && { facts: post.facts }) };
  } else if (match?.name === 'helpArea') {
    pageData = { kind: 'help', area: match.params.area, page: await readHelpPage(match.params.area) };
  } else if (match?.name === 'home') {
    pageData = { kind: 'home', reviews: await readReviews() };
  } else if (match?.name === 'blog' || !match) {
    // The not-found page offers the newest articles, as the blog list does.
    pageData = await readBlogPageData();
  }
  return { pageContext: { pageData, post } };
}
