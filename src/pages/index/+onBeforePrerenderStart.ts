import { englishPostSlugs, postSlugs } from '@/content/posts/readPosts';
import { sitePageValues } from '@/routes/sitePageValues';
import { sitePaths } from '@/routes/sitePaths';
import { inLanguage } from '@/i18n/languagePath';
import { NOT_FOUND_PAGE } from '@/routes/routes';

/**
 * Every URL to prerender, from the route table and the content: each page, post and help area,
 * in both languages, and the English not-found page (Vike writes the Danish one as 404.html).
 */
export function onBeforePrerenderStart(): string[] {
  return [...sitePaths(sitePageValues(postSlugs, englishPostSlugs)), inLanguage('en', NOT_FOUND_PAGE)];
}
