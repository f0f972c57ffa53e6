import type { Page } from 'playwright-core';

/**
 * Every word of `min` letters or more in `root` (soft hyphens not counted): how many there are,
 * and those broken across lines anywhere but at a soft hyphen, with the letters on each side.
 * visual.test.ts looks at the long words (hyphenate.ts's LONG_WORD) of a page's main part at its
 * normal size; reflow.test.ts at every word of the page with the text enlarged.
 */
export async function midWordBreaks(page: Page, min: number, root = 'main') {
  return page.evaluate(
    ([min, root]) => {
      const word = new RegExp(`[\\p{L}\\u00ad]{${min},}`, 'gu');
      const walker = document.createTreeWalker(document.querySelector(root)!, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      let words = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('[hidden], code, pre') || node.parentElement?.getClientRects().length === 0) continue;
        for (const match of node.data.matchAll(word)) {
          if (match[0].replace(/\u00ad/g, '').length < min) continue;
          words++;
          const range = document.createRange();
          // On one line, as most words are: no need to look at each letter.
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size <= 1) continue;
          let lastTop: number | null = null;
          for (let i = match.index; i < match.index + match[0].length; i++) {
            if (node.data[i] === '\u00ad') continue;
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            // The letter's own box: a range at the start of a line may also report the end of the one before.
            const top = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1)?.top ?? 0;
            // A new line inside the word: fine only right after a soft hyphen (drawn as "-").
            if (lastTop !== null && top > lastTop + 1 && node.data[i - 1] !== '\u00ad')
              broken.push(`${node.data.slice(match.index, i)}|${node.data.slice(i, match.index + match[0].length)}`);
            lastTop = top;
          }
        }
      }
      return { words, broken };
    },
    [min, root] as const,
  );
}
