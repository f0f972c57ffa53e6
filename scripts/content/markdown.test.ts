import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders paragraphs, h2 headings and lists', () => {
    const { html } = renderMarkdown('## Depositum\n\nHøjst **tre** måneder.\n\n- et\n- to\n');
    expect(html).toContain('<h2 id="depositum">Depositum</h2>');
    expect(html).toContain('<strong>tre</strong>');
    expect(html).toMatch(/<ul>\s*<li>et<\/li>/);
  });

  it('gives every section heading an id from its words, unique in the post, for the contents list', () => {
    const { html } = renderMarkdown(
      [
        '## Når du flytter ud',
        '## Lejeloven § 19, stk. 1',
        '## Når du *flytter* ud',
        '## Café & `A10`',
        '## ???',
        '## Main',
        '## Article body',
        '### Under et afsnit',
      ].join('\n\n'),
    );
    expect([...html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1])).toEqual([
      'naar-du-flytter-ud',
      'lejeloven-19-stk-1',
      'naar-du-flytter-ud-2',
      'cafe-a10',
      'afsnit',
      // The page around the post has these ids already.
      'main-afsnit',
      'article-body-afsnit',
    ]);
    expect(html).toContain('<h3>Under et afsnit</h3>');
  });

  it('never passes raw HTML through', () => {
    const { html, rawHtmlCount } = renderMarkdown('Tekst <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(rawHtmlCount).toBe(2);
  });

  it('allows HTML comments as notes without counting them as raw HTML', () => {
    const { html, rawHtmlCount } = renderMarkdown('<!-- note to self -->\n\nTekst\n');
    expect(rawHtmlCount).toBe(0);
    expect(html).not.toContain('note to self');
  });

  it('collects internal links for the link check, relative ones resolved from /blog/, each page with its slash', () => {
    const { internalLinks, html } = renderMarkdown('[a](/blog/x) [b](https://example.dk) [c](/kontakt#form) [d](y) [e](../om/) [f](#afsnit) ![g](/kort.png) [h](/feed.xml)');
    expect(internalLinks).toEqual(['/blog/x/', '/kontakt/#form', '/blog/y/', '/om/', '/feed.xml']);
    // A file keeps its name: no host serves /kort.png/.
    expect(html).toContain('src="/kort.png"');
  });

  it('reports a link or image with a scheme other than https, http, mailto or tel', () => {
    const { unsafeUrls, html } = renderMarkdown('[a](javascript:x) ![b](data:image/png;base64,AA) [c](https://x.dk) [d](tel:1)');
    expect(unsafeUrls).toEqual(['javascript:x', 'data:image/png;base64,AA']);
    expect(html).toContain('href="https://x.dk"');
    // The build refuses the post; the address never reaches the HTML either.
    expect(html).not.toMatch(/javascript:|data:/);
  });
});

describe('legal references', () => {
  it('keep "§" and "stk." on the line of their number', () => {
    const { html } = renderMarkdown('Efter forældreansvarsloven § 19, stk. 1, og §§ 3-4, nr. 2 gælder det. Se stk. a.\n');
    expect(html).toContain('§\u00a019, stk.\u00a01, og §§\u00a03-4, nr.\u00a02');
    expect(html).toContain('Se stk. a.');
  });
});
