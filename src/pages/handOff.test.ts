import { describe, expect, it } from 'vitest';
import { ARTICLE_BODY_ID, ARTICLE_BRIEF_ID } from '@/content/pagePayload';
import { postSlugs } from '@/content/posts/readPosts';
import type { Post } from '@/content/schema';
import { matchPath } from '@/routes/matchPath';
import { sitePageValues } from '@/routes/sitePageValues';
import { sitePaths } from '@/routes/sitePaths';
import { HAND_OFF_ID, readHandOff, writeHandOff } from './handOff';
import { readPageFiles } from './readPageFiles';

/** A page as the browser sees it: the hand-off's text, and an article's body and points where there are some. */
function pageWith(handOff: string, post: Post | undefined): Pick<Document, 'getElementById'> {
  const elements: Record<string, unknown> = { [HAND_OFF_ID]: { textContent: handOff } };
  if (post) elements[ARTICLE_BODY_ID] = { innerHTML: post.body.da };
  if (post?.brief) elements[ARTICLE_BRIEF_ID] = { children: post.brief.da.map((point) => ({ textContent: point })) };
  return { getElementById: (id: string) => (elements[id] ?? null) as HTMLElement | null };
}

describe('the hydration hand-off', () => {
  it.each([...sitePaths(sitePageValues(postSlugs)), '/404'])('%s: the browser reads back what the page was rendered with', async (path) => {
    const match = matchPath(path);
    const files = await readPageFiles(match);
    const post = match?.name === 'post' ? (Object.values(files).find((f) => f && typeof f === 'object' && 'body' in f) as Post) : undefined;
    const handOff = writeHandOff({ renderedPath: path, files });
    // Inside a <script>: nothing in it may close the element or open a comment.
    expect(handOff).not.toMatch(/<\/script|<!--/i);
    const read = readHandOff(pageWith(handOff, post));
    expect(read.renderedPath).toBe(path);
    // Only a post's English body and points stay behind: fetched if the visitor switches language.
    const danishOnly = (p: Post) => ({ ...p, ...(p.brief && { brief: { da: p.brief.da } }), body: { da: p.body.da } });
    const expected = Object.fromEntries(
      Object.entries(files).map(([file, content]) => [file, content === post && post ? danishOnly(post) : content]),
    );
    expect(read.files).toEqual(expected);
    // The post's bodies are not in the hand-off: the Danish one is in the HTML already.
    const written = JSON.parse(handOff) as { files: Record<string, object | null> };
    for (const content of Object.values(written.files))
      if (content && post) {
        expect(content).not.toHaveProperty('body.da');
        expect(content).not.toHaveProperty('brief');
      }
  });
});
