import { describe, expect, it } from 'vitest';
import { hrefIn } from '../../src/routes/href.ts';
import { ContentError } from './content-error.ts';
import { HELP_CARD_CLASS, readHelpCardTexts, withHelpCard, type HelpCard } from './help-card.ts';

const card: HelpCard = { text: 'Brug for hjælp? <Ring> & skriv', link: 'Hjælp om {area}', area: { name: 'Leje"ret', anchor: 'lejeret' } };
const section = (n: number) => `<h2 id="s${n}">Afsnit ${n}</h2>\n<p>Tekst ${n}</p>\n`;
const cards = (html: string) => html.split(`class="${HELP_CARD_CLASS}"`).length - 1;

describe('the help card in an article body', () => {
  it('stands once, after the second section, before the third', () => {
    const body = '<p>Indledning</p>\n' + [1, 2, 3, 4].map(section).join('');
    const html = withHelpCard(body, 'da', card);
    expect(cards(html)).toBe(1);
    expect(html.indexOf(HELP_CARD_CLASS)).toBeGreaterThan(html.indexOf('Tekst 2'));
    expect(html.indexOf(HELP_CARD_CLASS)).toBeLessThan(html.indexOf('<h2 id="s3"'));
    // The body around it is untouched.
    expect(html.replace(/<div class="article-help"[^]*?<\/div>/, '')).toBe(body);
  });

  it('stands once at the end of a body with fewer than three sections', () => {
    for (const body of ['<p>Kun tekst</p>', section(1), section(1) + section(2)]) {
      const html = withHelpCard(body, 'da', card);
      expect(cards(html)).toBe(1);
      expect(html.startsWith(body)).toBe(true);
    }
  });

  it('links the area’s help page in the page’s language, escaping what it writes, left out of the search', () => {
    for (const lang of ['da', 'en'] as const) {
      const html = withHelpCard(section(1), lang, card);
      expect(html).toContain(`href="${hrefIn(lang, 'helpArea', { area: 'lejeret' })}"`);
      expect(html).toContain('Brug for hjælp? &lt;Ring&gt; &amp; skriv');
      expect(html).toContain('>Hjælp om Leje&quot;ret</a>');
      expect(html).toContain('data-pagefind-ignore');
    }
  });

  it('names the text file and the key when a text is missing or the link cannot name the area', () => {
    const errors: ContentError[] = [];
    expect(readHelpCardTexts({ 'articleHelp.link': 'Hjælp' }, 'content/i18n/da.json', errors)).toBeNull();
    expect(errors.map((e) => [e.file, e.field])).toEqual([
      ['content/i18n/da.json', 'articleHelp.text'],
      ['content/i18n/da.json', 'articleHelp.link'],
    ]);
    expect(readHelpCardTexts({ 'articleHelp.text': 'a', 'articleHelp.link': 'b {area}' }, 'x', [])).toEqual({ text: 'a', link: 'b {area}' });
  });
});
