import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import { countText, lix, readabilityTable } from './readability.ts';

describe('LIX', () => {
  it('is words per sentence plus the percentage of words over six letters', () => {
    // 8 words, 2 sentences, 2 long words ("udlejeren", "huslejen"): 8/2 + 100·2/8 = 29.
    const counts = countText(['Du må klage til udlejeren. Så falder huslejen.']);
    expect(counts).toEqual({ words: 8, sentences: 2, longWords: 2 });
    expect(lix(counts)).toBe(29);
  });

  it('reads "stk. 2" and "bl.a. kan" as one sentence, not an abbreviation as its end', () => {
    expect(countText(['Efter § 2, stk. 2 kan man bl.a. klage.']).sentences).toBe(1);
    expect(countText(['Det står i loven. Læs den: Den er kort!']).sentences).toBe(3);
  });

  it('ends a sentence at each heading, list item and paragraph, counts link text and skips addresses and code', () => {
    const { readability } = renderMarkdown(
      '## Overskrift uden punktum\n\nEt afsnit med et [link til loven](https://www.retsinformation.dk/eli/lta/2022/341).\n\n' +
        '- første punkt\n- andet punkt\n\nSe <https://www.retsinformation.dk/eli/lta/2022/341> og `npm run content` her.\n\n```\nkode tæller ikke\n```\n',
    );
    // Heading 3 words, paragraph 7 (the link text counts), items 2 + 2, last paragraph 3 ("Se", "og", "her").
    expect(readability.words).toBe(17);
    expect(readability.sentences).toBe(5);
    expect(readability.longWords).toBe(2); // "Overskrift", "punktum"
  });

  it('prints one row per text, with a dash where there is none', () => {
    const table = readabilityTable([{ file: 'posts/a.md', da: 35, brief: 22 }]);
    expect(table).toContain('| posts/a.md | 35 | – | 22 |');
  });
});
