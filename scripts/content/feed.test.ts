// @vitest-environment jsdom
// The feeds of posts whose titles, excerpts and bodies try to carry markup (issue #62): text in the feed, and well-formed XML.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from './fixture/build-fixture.ts';
import { validFiles } from './fixture/make-content.ts';

const { build } = useFixtureBuild();
const post = 'posts/foerste-post.md';

describe('the feeds carry titles and excerpts as text', () => {
  const hostile = '<img src=x onerror=alert(1)> & ]]> <b>fed</b>';

  it('escapes a hostile title and excerpt, and keeps a body with ]]> inside its CDATA, in both feeds', async () => {
    const danish = validFiles[post]!.replace('title: Første post', `title: "${hostile}"`).replace('excerpt: Kort resumé.', `excerpt: "${hostile}"`);
    const withEnd = `${danish}\nTo gange ]]> og ]]> i teksten.\n`;
    const english = `---\ntitle: "${hostile}"\nexcerpt: "${hostile}"\nsummary: [One point., Another point.]\n---\n\nText with ]]> twice ]]>.\n`;
    const { generatedDir } = await build({ [post]: withEnd, 'posts/foerste-post.en.md': english });
    for (const feed of ['feed.xml', 'en/feed.xml']) {
      const xml = await readFile(path.join(generatedDir, 'public', feed), 'utf8');
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      expect(doc.querySelector('parsererror'), feed).toBeNull();
      const item = [...doc.querySelectorAll('item')].find((i) => i.querySelector('link')?.textContent.includes('foerste-post'));
      expect(item, feed).toBeDefined();
      for (const field of ['title', 'description']) {
        const html = item!.querySelector(field)!.textContent;
        // What a reader that renders title and description as HTML shows: this text, not markup.
        const shown = new DOMParser().parseFromString(html, 'text/html').body;
        expect(shown.querySelector('img, b'), `${feed} ${field}`).toBeNull();
        expect(shown.textContent, `${feed} ${field}`).toBe(hostile);
      }
      const content = item!.getElementsByTagName('content:encoded')[0]!.textContent;
      expect(content.match(/]]>|]]&gt;/g), feed).toHaveLength(2);
    }
  });
});

describe('the feeds as a feed validator reads them (issue #61)', () => {
  it('name the author as dc:creator, never as an RSS <author> (an e-mail address), and carry "Kort fortalt" and "Kilder" around the body', async () => {
    const sourced = validFiles[post]!.replace(
      'excerpt: Kort resumé.\n',
      'excerpt: Kort resumé.\nsources:\n  - { title: "Lejeloven & co", url: "https://www.retsinformation.dk/eli/lta/2022/341", checked: 2026-01-02 }\n',
    );
    const { generatedDir } = await build({ [post]: sourced });
    const xml = await readFile(path.join(generatedDir, 'public', 'feed.xml'), 'utf8');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const dc = 'http://purl.org/dc/elements/1.1/';
    const items = [...doc.querySelectorAll('item')];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // RSS 2.0: <author> is "the email address of the author"; a name there is invalid.
      for (const author of item.getElementsByTagName('author')) expect(author.textContent).toMatch(/^\S+@\S+/);
      const creators = item.getElementsByTagNameNS(dc, 'creator');
      expect(creators).toHaveLength(1);
      expect(creators[0]!.textContent).toBe('Test Person');
    }
    const item = items.find((i) => i.querySelector('link')?.textContent.includes('foerste-post'))!;
    const shown = new DOMParser().parseFromString(item.getElementsByTagName('content:encoded')[0]!.textContent, 'text/html').body;
    const headings = [...shown.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings[0]).toBe('Kort fortalt');
    expect(headings.at(-1)).toBe('Kilder');
    expect([...shown.querySelector('h2 + ul')!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Det første punkt.', 'Det andet punkt.']);
    const source = shown.querySelector('h2:last-of-type + ul a')!;
    expect([source.textContent, source.getAttribute('href')]).toEqual(['Lejeloven & co', 'https://www.retsinformation.dk/eli/lta/2022/341']);
  });
});
