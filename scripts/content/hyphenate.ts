// Soft hyphens in long words, so that a Danish compound ("forældremyndighedsindehaveren") breaks
// at a syllable with a hyphen on a narrow phone instead of overflowing or breaking mid-letter.
// Done here rather than by `hyphens: auto` alone: Chromium without its hyphenation dictionaries
// (Linux, and Android until it downloads them) does not hyphenate at all. Only long words get
// them: short ones never need to break, and fewer invisible characters means less to trip over.
import { createRequire } from 'node:module';
import type { Language } from '../../src/content/schema.ts';

type Hyphenator = { hyphenateSync: (text: string, options: { hyphenChar: string; minWordLength: number }) => string };
const require = createRequire(import.meta.url);
// The packages' patterns (TeX's) are CommonJS modules without types.
const hyphenators: Record<Language, Hyphenator> = { da: require('hyphen/da') as Hyphenator, en: require('hyphen/en-gb') as Hyphenator };

const SOFT_HYPHEN = '\u00ad';
/** Letters kept together at the start and the end of a word. */
const EDGE = 4;
/** Words at least this long get soft hyphens: about what fits a 320 px column at heading size. */
export const LONG_WORD = 16;

/**
 * A long word in running text: lower case after its first letter (so not `disclaimerAccepted`),
 * and not part of an address, a file name or a {placeholder}.
 */
const longWord = new RegExp(`(?<![\\p{L}\\p{N}_./:@{\\-])\\p{L}\\p{Ll}{${LONG_WORD - 1},}(?![\\p{L}\\p{N}_/@}]|\\.\\p{L})`, 'gu');

/**
 * Whether a text has a run of LONG_WORD characters that could be letters (anything but ASCII's
 * non-letters): without one it holds no long word. A plain loop, run before the Unicode pattern
 * with look-arounds, which tried at every position of every text was most of the cost of
 * hyphenating 1000 articles.
 */
function mayHoldLongWord(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c > 0x7f || (c >= 0x61 && c <= 0x7a)) {
      if (++run >= LONG_WORD) return true;
    } else run = 0;
  }
  return false;
}

/** The marks a reference to the law starts with: a text without one holds none. */
const mayHoldReference = /§|[Ss]tk\.|nr\.|[Ss]ection/;

const NO_BREAK_SPACE = '\u00a0';
/**
 * A reference to the law and its number ("§ 168", "§§ 2-3", "stk. 2", "nr. 1", "section 2") and
 * a paragraph's letter ("§ 2 b"): a line never breaks between them, which would leave "§" at the
 * end of one line and "168" alone on the next.
 */
const reference = /(?<![\p{L}\p{N}])(§§?|[Ss]tk\.|nr\.|[Ss]ection|[Ss]ections) (\d+)(?: ([a-h])(?![\p{L}\p{N}]))?/gu;

function keepReferencesTogether(text: string): string {
  if (!mayHoldReference.test(text)) return text;
  return text.replace(reference, (_, mark: string, number: string, letter: string | undefined) =>
    [mark, number, ...(letter ? [letter] : [])].join(NO_BREAK_SPACE),
  );
}

/**
 * The patterns a word breaks by: its text's language, except a Danish name in an English text
 * ("the Appeals Permission Board (Procesbevillingsnævnet)"), which the English patterns leave
 * whole or break badly: a word with æ, ø or å is Danish.
 */
const patternsFor = (word: string, lang: Language): Language => (lang === 'en' && /[æøå]/i.test(word) ? 'da' : lang);

/**
 * Where a line may break and where it may not: soft hyphens in every long word of a plain text
 * (no part shorter than two letters), and no break inside a reference to the law.
 */
export function hyphenate(text: string, lang: Language): string {
  const kept = keepReferencesTogether(text);
  if (!mayHoldLongWord(kept)) return kept;
  return kept.replace(longWord, (word) => {
    const parts = hyphenators[patternsFor(word, lang)].hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: LONG_WORD }).split(SOFT_HYPHEN);
    // The patterns allow one-letter parts ("forskel-s-behandling") and short ends ("for-sikring",
    // "familieretshu-set"), which read badly: at least two letters inside, four at either end.
    const joined: string[] = [];
    for (const part of parts) {
      const last = joined.pop();
      if (last === undefined) joined.push(part);
      else if (part.length < 2 || last.length < (joined.length === 0 ? EDGE : 2)) joined.push(last + part);
      else joined.push(last, part);
    }
    for (let tail = joined.pop(); tail !== undefined; tail = joined.pop()) {
      const before = joined.pop();
      if (before === undefined || tail.length >= EDGE) {
        joined.push(...(before === undefined ? [] : [before]), tail);
        break;
      }
      joined.push(before + tail);
    }
    return joined.join(SOFT_HYPHEN);
  });
}

/** The same in HTML the Markdown renderer wrote: text between tags, never inside <code> or <pre>. */
export function hyphenateHtml(html: string, lang: Language): string {
  // Tags included, the same tests as hyphenate's: most articles need no change at all.
  if (!mayHoldReference.test(html) && !mayHoldLongWord(html)) return html;
  let code = 0;
  return html.replace(/(<\/?(?:code|pre)\b[^>]*>)|(<[^>]*>)|([^<]+)/g, (whole, codeTag: string | undefined, tag: string | undefined) => {
    if (codeTag) code += codeTag.startsWith('</') ? -1 : 1;
    if (codeTag || tag || code > 0) return whole;
    return hyphenate(whole, lang);
  });
}
