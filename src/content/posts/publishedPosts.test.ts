// The site's own articles (content/posts), as the content build wrote them: every one is
// published, complete in English, dated as checked against the law, and sourced over https.
import { describe, expect, it } from 'vitest';
import { postSlugs, readPost, readPostIndex } from './readPosts';

const posts = await Promise.all(postSlugs.map(async (slug) => ({ slug, post: await readPost(slug) })));

describe('the published articles', () => {
  it('are all in the blog list (listed: false is for drafts only)', async () => {
    const listed = (await readPostIndex()).map((p) => p.slug);
    expect(postSlugs.length).toBeGreaterThanOrEqual(6);
    expect([...listed].sort()).toEqual([...postSlugs].sort());
  });

  it.each(postSlugs)('%s has an English version with a body, title and excerpt', (slug) => {
    const post = posts.find((p) => p.slug === slug)?.post;
    expect(post?.summary.en?.title).toBeTruthy();
    expect(post?.summary.en?.excerpt).toBeTruthy();
    // A real body: several sections, not a stub.
    expect(post?.body.en?.match(/<h2/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(post?.body.en?.length ?? 0).toBeGreaterThan((post?.body.da.length ?? 0) / 2);
  });

  it.each(postSlugs)('%s names its sources over https, in both languages, and when it was last checked', (slug) => {
    const post = posts.find((p) => p.slug === slug)?.post;
    const { da = [], en = [] } = post?.facts.sources ?? {};
    expect(da.length).toBeGreaterThan(0);
    expect(en.map((s) => s.url)).toEqual(da.map((s) => s.url));
    for (const source of [...da, ...en]) expect(new URL(source.url).protocol, source.url).toBe('https:');
    expect(post?.facts.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
