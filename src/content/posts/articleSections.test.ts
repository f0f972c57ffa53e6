import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../scripts/content/markdown.ts';
import { articleSections } from './articleSections';

describe('articleSections', () => {
  const { html } = renderMarkdown(
    ['Intro.', '## Depositum & leje', 'Tekst.', '## Lejeloven § 14 og *A10*', '### Ikke et afsnit', '## `<pris>` "i alt"'].join('\n\n'),
  );
  const expected = [
    { id: 'depositum-leje', title: 'Depositum & leje' },
    { id: 'lejeloven-14-og-a10', title: 'Lejeloven §\u00a014 og A10' },
    { id: 'pris-i-alt', title: '<pris> "i alt"' },
  ];

  it('reads the h2 sections of a body the content build rendered, in order, as plain text', () => {
    expect(articleSections(html)).toEqual(expected);
  });

  it('reads the same from the body as a browser serialises it (the hand-off), so hydration matches', () => {
    // What innerHTML gives for the same elements: named references, &nbsp;, quotes as they are.
    const serialised = html
      .replace(/&#x26;/g, '&amp;')
      .replace(/&#x3C;/g, '&lt;')
      .replace(/\u00a0/g, '&nbsp;');
    expect(serialised).not.toBe(html);
    expect(articleSections(serialised)).toEqual(expected);
  });

  it('finds none in a body without sections', () => {
    expect(articleSections('<p>Kun tekst.</p><h3>Underoverskrift</h3>')).toEqual([]);
  });
});
