// The stylesheet of the CMS's post preview (cms-preview.js): the site's fonts, its base styles and
// the article's own, read from the site's source files, so the preview cannot drift from the page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'lightningcss';
import { contentPaths } from './content-paths.ts';

/** The sheets an article is drawn with: the variables and base styles, then the article screen's. */
const ARTICLE_SHEETS = ['src/styles/global.css', 'src/screens/Article.css'];

export async function cmsPreviewCss(fontCss: string, root = contentPaths().root): Promise<string> {
  const sheets = await Promise.all(ARTICLE_SHEETS.map((file) => readFile(path.join(root, file), 'utf8')));
  // The preview pane is narrower than a page: the article's column fills it, with a margin.
  const pane = '.article { padding-block: 1.5rem; }';
  return transform({ filename: 'preview.css', code: Buffer.from([fontCss, ...sheets, pane].join('\n')), minify: true }).code.toString();
}
