import { hrefIn } from '../../src/routes/href.ts';
import type { Language } from '../../src/content/schema.ts';
import { escapeHtml } from '../../src/content/escapeHtml.ts';
import { ContentError } from './content-error.ts';

/** The class Article.css styles the card by. */
export const HELP_CARD_CLASS = 'article-help';

/** What the card says in a language: content/i18n's `articleHelp.*` (in no page payload: the card is in the HTML). */
export type HelpCardTexts = { text: string; link: string };
/** The card of one article: its texts, and its area's name in that language and address. */
export type HelpCard = HelpCardTexts & { area: { name: string; anchor: string } };

/** The card's texts from a language's texts; a missing one, or a link without `{area}`, is the owner's to fix. */
export function readHelpCardTexts(texts: Readonly<Record<string, string>>, file: string, errors: ContentError[]): HelpCardTexts | null {
  const text = texts['articleHelp.text'];
  const link = texts['articleHelp.link'];
  if (!text) errors.push(new ContentError(file, 'articleHelp.text', 'is missing: it is the help card in every article'));
  if (!link?.includes('{area}'))
    errors.push(new ContentError(file, 'articleHelp.link', 'must contain {area}: the help card links to the article area’s help page by its name'));
  return text && link?.includes('{area}') ? { text, link } : null;
}


/**
 * An article's one help card, put into its rendered body after the second section (before the
 * third `<h2`), or at its end when it has fewer: a reader far down a long article on a phone
 * meets the way to the area's deadlines and free help once, in the text, not only after it. It is
 * part of the body's HTML, so it needs no JavaScript and the page hands it over like the text;
 * the blog search leaves it out of the article's words.
 */
export function withHelpCard(html: string, lang: Language, { text, link, area }: HelpCard): string {
  const href = hrefIn(lang, 'helpArea', { area: area.anchor });
  const card = `<div class="${HELP_CARD_CLASS}" data-pagefind-ignore><p>${escapeHtml(text)} <a href="${escapeHtml(href)}">${escapeHtml(link.replace('{area}', area.name))}</a></p></div>`;
  let at = -1;
  for (let section = 0; section < 3; section++) {
    at = html.indexOf('<h2', at + 1);
    if (at === -1) return html + card;
  }
  return html.slice(0, at) + card + html.slice(at);
}
