import { describe, expect, it } from 'vitest';
import { hyphenate, hyphenateHtml, LONG_WORD } from './hyphenate.ts';

const SHY = '\u00ad';
const parts = (text: string) => text.split(SHY);

describe('hyphenate', () => {
  it('puts soft hyphens into a long Danish compound: two letters at least inside, four at the ends', () => {
    const word = 'forskelsbehandlingsloven';
    const result = hyphenate(word, 'da');
    expect(result.replaceAll(SHY, '')).toBe(word);
    expect(parts(result).length).toBeGreaterThan(3);
    for (const part of parts(result)) expect(part.length).toBeGreaterThanOrEqual(2);
    expect(parts(result)[0]!.length).toBeGreaterThanOrEqual(4);
    expect(parts(result).at(-1)!.length).toBeGreaterThanOrEqual(4);
    expect(hyphenate('familieretshuset', 'da').split(SHY).at(-1)).toBe('huset');
    expect(hyphenate('forsikringsselskabet', 'da').split(SHY)[0]!.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves short words, camelCase names, addresses and placeholders alone', () => {
    const short = 'samværsaftalerne';
    expect(short.length).toBe(LONG_WORD);
    expect(hyphenate(short.slice(0, -1), 'da')).toBe(short.slice(0, -1));
    expect(hyphenate(short, 'da')).not.toBe(short);
    for (const text of [ 'disclaimerAccepted', 'www.familieretshuset.dk', 'familieretshuset.dk/kontakt', '{ansvarsfraskrivelsen}'])
      expect(hyphenate(text, 'da')).toBe(text);
  });

  it('hyphenates English with English patterns, and a Danish name in it with Danish ones', () => {
    expect(hyphenate('internationalization', 'en')).toContain(SHY);
    // The English patterns leave these whole: too wide for a phone with the text enlarged.
    for (const word of ['retshjælpskontorer', 'Procesbevillingsnævnet'])
      expect(hyphenate(`the board (${word})`, 'en')).toBe(`the board (${hyphenate(word, 'da')})`);
    expect(hyphenate('retshjælpskontorer', 'da')).toContain(SHY);
  });

  it('in HTML, changes text only: not tags, attributes or code', () => {
    const html =
      '<p><a href="/blog/forskelsbehandlingsloven/">forskelsbehandlingsloven</a> <code>forskelsbehandlingsloven</code></p><pre><code>forskelsbehandlingsloven</code></pre>';
    const result = hyphenateHtml(html, 'da');
    expect(result.replaceAll(SHY, '')).toBe(html);
    expect(result.split(SHY).length).toBeGreaterThan(1);
    expect(result).toContain('href="/blog/forskelsbehandlingsloven/"');
    expect(result).toContain('<code>forskelsbehandlingsloven</code></p>');
    expect(result).toContain('<pre><code>forskelsbehandlingsloven</code></pre>');
  });
});

describe('references to the law', () => {
  const NBSP = '\u00a0';
  it('never break between §, stk. or nr. and the number, nor before a paragraph’s letter', () => {
    expect(hyphenate('retsplejeloven § 168 og §§ 2-3', 'da')).toBe(`retsplejeloven §${NBSP}168 og §§${NBSP}2-3`);
    expect(hyphenate('efter § 2 b, stk. 2, nr. 1', 'da')).toBe(`efter §${NBSP}2${NBSP}b, stk.${NBSP}2, nr.${NBSP}1`);
    expect(hyphenate('under section 36 of the Act', 'en')).toBe(`under section${NBSP}36 of the Act`);
  });

  it('leaves a preposition after the number, and words that only end like a mark, alone', () => {
    // "§ 2 i lejeloven": "i" is a word, not the paragraph's letter.
    expect(hyphenate('§ 2 i lejeloven', 'da')).toBe(`§${NBSP}2 i lejeloven`);
    expect(hyphenate('bonr. 2', 'da')).toBe('bonr. 2');
  });
});
