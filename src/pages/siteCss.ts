// The CSS inlined into each prerendered page by +onRenderHtml: the first paint needs no second
// request. Every stylesheet under src/ is collected here (each component's beside it), except
// the screens' own (src/screens/*.css): a page inlines only its screen's, and the others come
// in one file that does not hold up the first paint (build/screen-styles.ts), for the screens
// the app shows after navigating. Nothing in the client imports CSS (build/lean-client.ts
// fails the build if something does).
import { transform } from 'lightningcss';
import { screensFile } from 'virtual:screen-styles';
import { fontCss } from '@/content/fonts';

// Not src/generated: the content build writes files for the public folder there (the CMS preview's
// stylesheet among them), which are no stylesheet of the site's.
const sheets = import.meta.glob<string>(['/src/**/*.css', '!/src/generated/**'], { query: '?inline', import: 'default', eager: true });

const globalSheet = '/src/styles/global.css';
if (!(globalSheet in sheets)) throw new Error(`${globalSheet} is missing: it holds the variables and base styles`);

const screenSheet = /^\/src\/screens\/(\w+)\.css$/;

/** global.css (variables, resets, base elements) first, then the others in path order. */
const inOrder = Object.entries(sheets)
  .sort(([a], [b]) => Number(b === globalSheet) - Number(a === globalSheet) || a.localeCompare(b))
  .map(([file, css]) => {
    // Vite minifies each sheet at build time; a "</style" would end the element early.
    if (/<\/style/i.test(css)) throw new Error(`${file} must not contain "</style"`);
    return { screen: screenSheet.exec(file)?.[1], css };
  });

/** The fonts and their stacks, then every sheet that is not one screen's own. */
const sharedSheets = [fontCss, ...inOrder.filter((sheet) => !sheet.screen).map((sheet) => sheet.css)];

/** The file every page asks for, with every screen's sheet, relative to the site's base. */
export { screensFile };

const byScreen = new Map<string, string>();

/**
 * A page's stylesheet: the shared sheets and its screen's, after them as in the full file.
 * Minified again as one sheet: Vite minifies each file alone, and a rule that two files repeat
 * is merged only here. Every page inlines it, so each byte counts against the article frame's
 * budget (tests/browser/budgets.test.ts). `npm run dev` has no screens file: every screen's
 * sheet is inlined there.
 */
export function pageCss(screen: string, everyScreen = false): string {
  const key = everyScreen ? '*' : screen;
  let css = byScreen.get(key);
  if (css === undefined) {
    const own = inOrder.filter((sheet) => sheet.screen && (everyScreen || sheet.screen === screen)).map((sheet) => sheet.css);
    css = transform({ filename: `${key}.css`, code: Buffer.from([...sharedSheets, ...own].join('\n')), minify: true }).code.toString();
    byScreen.set(key, css);
  }
  return css;
}
