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
