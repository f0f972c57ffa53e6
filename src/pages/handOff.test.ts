import { describe, expect, it } from 'vitest';
import { ARTICLE_BODY_ID, ARTICLE_BRIEF_ID } from '@/content/pagePayload';
import { englishPostSlugs, postSlugs } from '@/content/posts/readPosts';
import type { Post } from '@/content/schema';
import { readPath } from '@/routes/matchPath';
import type { Language } from '@/content/languages';
import { inLanguage } from '@/i18n/languagePath';
import { NOT_FOUND_PAGE } from '@/routes/routes';
import { sitePageValues } from '@/routes/sitePageValues';
import { sitePaths } from '@/routes/sitePaths';
import { HAND_OFF_ID, readHandOff, writeHandOff } from './handOff';
import { readPageFiles } from './readPageFiles';

/** A page as the browser sees it: the hand-off's text, and an article's body and points where there are some. */
function pageWith(handOff: string, post: Post | undefined, lang: Language): Pick<Document, 'getElementById'> {
  const elements: Record<string, unknown> = { [HAND_OFF_ID]: { textContent: handOff } };
  if (post) elements[ARTICLE_BODY_ID] = { innerHTML: post.body[lang] };
  const points = post?.brief?.[lang];
  if (points) elements[ARTICLE_BRIEF_ID] = { children: points.map((point) => ({ textContent: point })) };
  return { getElementById: (id: string) => (elements[id] ?? null) as HTMLElement | null };
}

describe('the hydration hand-off', () => {
  const paths = [...sitePaths(sitePageValues(postSlugs, englishPostSlugs)), '/404', inLanguage('en', NOT_FOUND_PAGE)];
  it.each(paths)('%s: the browser reads back what the page was rendered with', async (path) => {
    const address = readPath(path);
    const { lang, match } = address;
    const files = await readPageFiles(address);
    const post = match?.name === 'post' ? (Object.values(files).find((f) => f && typeof f === 'object' && 'body' in f) as Post) : undefined;
    const handOff = writeHandOff({ renderedPath: path, files });
    // Inside a <script>: nothing in it may close the element or open a comment.
    expect(handOff).not.toMatch(/<\/script|<!--/i);
    const read = readHandOff(pageWith(handOff, post, lang));
    expect(read.renderedPath).toBe(path);
    // Only the other language's body and points stay behind: fetched if the visitor switches language.
    const pageLanguageOnly = (p: Post) => ({
      ...p,
      ...(p.brief?.[lang] && { brief: { [lang]: p.brief[lang] } }),
      body: { [lang]: p.body[lang] },
    });
    const expected = Object.fromEntries(
      Object.entries(files).map(([file, content]) => [file, content === post && post ? pageLanguageOnly(post) : content]),
    );
    expect(read.files).toEqual(expected);
    // The post's bodies are not in the hand-off: the page's own is in the HTML already.
    const written = JSON.parse(handOff) as { files: Record<string, object | null> };
    for (const content of Object.values(written.files))
      if (content && post) {
        expect(content).not.toHaveProperty('body.da');
        expect(content).not.toHaveProperty('brief');
      }
  });
});
