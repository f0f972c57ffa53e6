// The content build's messages in the owner's words (issue #61): each names the file and the
// field and says what to write, one message per mistake. Exact texts, from fixture content.
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from './fixture/build-fixture.ts';
import { validFiles } from './fixture/make-content.ts';

const { failure } = useFixtureBuild();
const post = 'posts/foerste-post.md';
const lines = (message: string) => message.split('\n').slice(1);

describe('what the content build tells the owner', () => {
  it('an English file copied from the Danish one: each Danish-only line, to delete', async () => {
    const english = '---\ntitle: First post\ndate: 2025-05-10\ncategory: Familieret\nreviewed: 2026-01-02\nexcerpt: Short.\nsummary: [One., Two.]\n---\n\nText.\n';
    expect(lines(await failure({ 'posts/foerste-post.en.md': english }))).toEqual([
      '  - posts/foerste-post.en.md: field "date" is set in the Danish file only (posts/foerste-post.md): delete this line, the English file takes it from the Danish one',
      '  - posts/foerste-post.en.md: field "category" is set in the Danish file only (posts/foerste-post.md): delete this line, the English file takes it from the Danish one',
      '  - posts/foerste-post.en.md: field "reviewed" is set in the Danish file only (posts/foerste-post.md): delete this line, the English file takes it from the Danish one',
    ]);
  });

  it('a field no file has: one line, to delete or spell right', async () => {
    const typo = validFiles[post]!.replace('excerpt: Kort resumé.\n', 'excerpt: Kort resumé.\nkategori: Familieret\n');
    expect(lines(await failure({ [post]: typo }))).toEqual([
      '  - posts/foerste-post.md: field "kategori" is not a field this file has: delete the line, or check the spelling of its name',
    ]);
  });

  it('a phone number YAML reads as a number: put it in quotes', async () => {
    const site = validFiles['site.yaml']!.replace(/^phone: .*$/m, 'phone: 28719044');
    expect(site).toContain('phone: 28719044');
    expect(lines(await failure({ 'site.yaml': site }))).toEqual(['  - site.yaml: field "phone" must be text, not a number (28719044): put it in quotes, "28719044"']);
  });

  it('a category in the wrong case: the area she meant', async () => {
    const lower = validFiles[post]!.replace('category: Familieret', 'category: familieret');
    const message = await failure({ [post]: lower });
    expect(lines(message)).toHaveLength(1);
    expect(message).toContain('posts/foerste-post.md: field "category" is "familieret": did you mean "Familieret"? It must be one of: ');
  });

  it('a link without its leading slash: how to write it', async () => {
    const relative = validFiles[post]!.replace('Tekst med et [link](/blog/anden-post)', 'Tekst med et [link](kontakt)');
    expect(relative).not.toBe(validFiles[post]);
    expect(lines(await failure({ [post]: relative }))).toEqual([
      "  - posts/foerste-post.md: field \"body\" links to /blog/kontakt/, which is not a page on this site: a link without a leading slash is read from the article's own address; write /kontakt/",
    ]);
  });

  it('a list with nothing after its colon: what to write under it, [] for none', async () => {
    const empty = validFiles[post]!.replace(/^summary: .*$/m, 'summary:');
    expect(empty).toContain('summary:\n');
    expect(lines(await failure({ [post]: empty }))).toEqual([
      '  - posts/foerste-post.md: field "summary" is empty (nothing after the colon): put each item under it on a line starting with "- ", write [] for none, or delete the line',
    ]);
  });

  it('a date in another form: one message, not two', async () => {
    expect(lines(await failure({ [post]: validFiles[post]!.replace('2025-05-10', '10.05.2025') }))).toEqual([
      '  - posts/foerste-post.md: field "date" must be a date written as YYYY-MM-DD',
    ]);
  });

  it('five mistakes in three files: all of them in one run, one message each', async () => {
    const site = validFiles['site.yaml']!.replace(/^phone: .*$/m, 'phone: 28719044');
    const danish = validFiles[post]!
      .replace('category: Familieret', 'category: familieret')
      .replace('Tekst med et [link](/blog/anden-post)', 'Tekst med et [link](kontakt)')
      .replace('excerpt: Kort resumé.\n', 'excerpt: Kort resumé.\nsources:\n  - { title: Blog, url: "https://example.com/lov", checked: 2026-01-02 }\n');
    const english = '---\ntitle: First post\ndate: 2025-05-10\nexcerpt: Short.\nsummary: [One., Two.]\n---\n\nText.\n';
    const found = lines(await failure({ 'site.yaml': site, [post]: danish, 'posts/foerste-post.en.md': english }));
    const expected = [
      'site.yaml: field "phone" must be text, not a number (28719044)',
      'posts/foerste-post.md: field "category" is "familieret": did you mean "Familieret"?',
      'posts/foerste-post.md: field "sources.0.url" is https://example.com/lov, which is not a source',
      'posts/foerste-post.md: field "body" links to /blog/kontakt/, which is not a page on this site: a link without a leading slash',
      'posts/foerste-post.en.md: field "date" is set in the Danish file only',
    ];
    for (const start of expected) expect(found.filter((line) => line.startsWith(`  - ${start}`)), start).toHaveLength(1);
    expect(found).toHaveLength(expected.length);
  });
});
