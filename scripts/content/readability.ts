// LIX (läsbarhetsindex, Björnsson): words per sentence plus the share of long words, in
// percent. Danish authorities read ≤ 30 as easy, 30–40 as everyday prose, > 40 as hard, and
// sentence length and word length are what a reader under stress trips on.
/** What a LIX score is computed from. */
export type TextCounts = { words: number; sentences: number; longWords: number };

/** A Danish article body above this warns in the content build. */
export const LIX_WARNING = 40;

// A word: letters and digits, joined by a hyphen or apostrophe ("skatte-kontrol", "barnet's").
const wordPattern = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
// A sentence ends at . ! ? or : before a capital letter (or the end of the block). A full stop
// before a digit or a small letter is an abbreviation ("stk. 2", "bl.a. kan"), not an end.
const sentenceEnd = /[.!?:]+["”’)]*\s+(?=[\p{Lu}"“])/gu;
// Addresses are not read as words.
const address = /\b(?:https?:\/\/|www\.)\S+/gi;
const letters = /\p{L}/gu;

/**
 * Counts words, sentences and long words (more than 6 letters) in blocks of text. Each block
 * (a paragraph, a heading, a list item, one text of the help guide) ends a sentence, whether or
 * not it ends in a full stop: a heading is read as a unit of its own.
 */
export function countText(blocks: readonly string[]): TextCounts {
  const counts: TextCounts = { words: 0, sentences: 0, longWords: 0 };
  for (const block of blocks) {
    const text = block.replace(address, ' ').trim();
    const words = text.match(wordPattern) ?? [];
    if (words.length === 0) continue;
    counts.words += words.length;
    // A word of six characters or fewer cannot have more than six letters: only longer ones are
    // counted letter by letter (a third of this function's time at 1000 posts).
    for (const w of words) if (w.length > 6 && (w.match(letters)?.length ?? 0) > 6) counts.longWords++;
    counts.sentences += 1 + (text.match(sentenceEnd)?.length ?? 0);
  }
  return counts;
}

/** The score, rounded to a whole number as LIX is usually given; 0 for no text. */
export function lix({ words, sentences, longWords }: TextCounts): number {
  if (words === 0) return 0;
  return Math.round(words / sentences + (100 * longWords) / words);
}

/** One text's scores in the readability table: an article (body and "Kort fortalt") or a help guide page. */
/** A text's scores; `field` names the one text of a data file scored alone (a situation's outcome). */
export type ReadabilityRow = { file: string; field?: string; da: number; en?: number; brief?: number };

/** The table `npm run content -- --readability` prints: Markdown, so it reads in a terminal and pastes into a note. */
export function readabilityTable(rows: readonly ReadabilityRow[]): string {
  const cell = (n: number | undefined) => (n === undefined ? '–' : String(n));
  return [
    `LIX: words per sentence + % of words over 6 letters (≤ 30 easy, ≤ 40 everyday; a Danish article or outcome above ${LIX_WARNING} warns)`,
    '| file | Danish | English | Kort fortalt |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.file}${row.field ? ` ${row.field}` : ''} | ${cell(row.da)} | ${cell(row.en)} | ${cell(row.brief)} |`),
  ].join('\n');
}
