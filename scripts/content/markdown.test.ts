import { describe, expect, it } from 'vitest';
import { markdownShapeProblem, renderMarkdown } from './markdown.ts';

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

  it('lists the sections for the contents list: each id and its words as plain text', () => {
    const { sections } = renderMarkdown(
      ['Intro.', '## Depositum & leje', 'Tekst.', '## Lejeloven § 14 og *A10*', '### Ikke et afsnit', '## `<pris>` "i alt"'].join('\n\n'),
    );
    expect(sections).toEqual([
      { id: 'depositum-leje', title: 'Depositum & leje' },
      { id: 'lejeloven-14-og-a10', title: 'Lejeloven §\u00a014 og A10' },
      { id: 'pris-i-alt', title: '<pris> "i alt"' },
    ]);
    expect(renderMarkdown('Kun tekst.\n\n### Underoverskrift\n').sections).toEqual([]);
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

describe('what a post cannot slip past the checks', () => {
  it('reads a post to its end however deeply its lists nest (within the limit)', () => {
    const nested = Array.from({ length: 10 }, (_, i) => `${'  '.repeat(i)}- ${i + 1}`).join('\n');
    const after = '\n\n# Overskrift\n\n<iframe src="https://evil.example"></iframe>\n\n[x](javascript:x) Slut.\n';
    for (const markdown of [nested + after, `${'> '.repeat(20)}x${after}`, `${'> - '.repeat(10)}x${after}`]) {
      expect(markdownShapeProblem(markdown)).toBeNull();
      const { html, h1Count, rawHtmlCount, unsafeUrls } = renderMarkdown(markdown);
      expect(html).toContain('Slut.');
      expect({ h1Count, rawHtmlCount, unsafeUrls }).toEqual({ h1Count: 1, rawHtmlCount: 1, unsafeUrls: ['javascript:x'] });
    }
  });

  it('counts raw HTML between comments, and in an image description', () => {
    expect(renderMarkdown('<!-- a --> <b>skjult</b> <!-- b -->\n').rawHtmlCount).toBe(1);
    expect(renderMarkdown('<!-- a -->\n<!-- b -->\n').rawHtmlCount).toBe(0);
    expect(renderMarkdown('![<img src=x onerror=alert(1)>](/images/a.png)\n').rawHtmlCount).toBe(1);
  });

  it('refuses an address that leaves the site as a browser reads it, or that no browser can read, without stopping', () => {
    const { unsafeUrls, internalLinks, html } = renderMarkdown('[a](&#92;/evil.example) [b](%5C/evil.example) [c](&#92;/[)\n');
    // Each address once, as written (the second, percent-encoded, reads the same).
    expect(unsafeUrls).toEqual(['\\/evil.example', '\\/[']);
    expect(internalLinks).toEqual([]);
    expect(html).not.toContain('href');
  });

  it('escapes titles, descriptions, headings and code languages', () => {
    const { html } = renderMarkdown(
      [`[a](/x 't" onmouseover="alert(1)')`, '![a" onerror="alert(1)](/images/a.png)', '## "><script>alert(1)</script>', '```"><script>alert(1)</script>\nkode\n```'].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|\son[a-z]+="/i);
  });

  it('numbers equal sections on, past the page\'s own ids too', () => {
    const { html } = renderMarkdown(['## Article body', '## Article body', ...Array.from({ length: 2000 }, () => '## A')].join('\n\n'));
    const ids = [...html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1]);
    expect(ids.slice(0, 3)).toEqual(['article-body-afsnit', 'article-body-afsnit-2', 'a']);
    expect(ids.at(-1)).toBe('a-2000');
    expect(new Set(ids).size).toBe(ids.length);
    // 2002 headings through the whole pipeline: 4 s idle, 7 s beside browser tests (the default is 5 s).
  }, 30_000);
});

describe('legal references', () => {
  it('keep "§" and "stk." on the line of their number', () => {
    const { html } = renderMarkdown('Efter forældreansvarsloven § 19, stk. 1, og §§ 3-4, nr. 2 gælder det. Se stk. a.\n');
    expect(html).toContain('§\u00a019, stk.\u00a01, og §§\u00a03-4, nr.\u00a02');
    expect(html).toContain('Se stk. a.');
  });
});

describe('references', () => {
  it('check the definition an address comes from: an image keeps its name, a refused link loses its address', () => {
    const { html, unsafeUrls, images, internalLinks } = renderMarkdown('[a][ud] ![kort][kort] [b][om]\n\n[ud]: &#92;/evil.example\n[kort]: /kort\n[om]: ../om\n');
    expect(unsafeUrls).toEqual(['\\/evil.example']);
    expect(images).toEqual(['/kort']);
    expect(internalLinks).toEqual(['/kort/', '/om/']);
    expect(html).toContain('<a>a</a>');
    expect(html).toContain('<img src="/kort" alt="kort">');
    expect(html).toContain('<a href="/om/">b</a>');
  });
});
