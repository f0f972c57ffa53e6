// The whole site's CSS, inlined into every prerendered page by +onRenderHtml: the first paint
// needs no second request, and after that the app navigates without loading pages. Every
// stylesheet under src/ is collected here (each component's beside it); nothing in the
// client imports CSS (build/lean-client.ts fails the build if something does).
import { transform } from 'lightningcss';
import { fontCss } from '@/content/fonts';

const sheets = import.meta.glob<string>('/src/**/*.css', { query: '?inline', import: 'default', eager: true });

const globalSheet = '/src/styles/global.css';
if (!(globalSheet in sheets)) throw new Error(`${globalSheet} is missing: it holds the variables and base styles`);

/** The fonts and their stacks, global.css (variables, resets, base elements), then the others in path order. */
const sheetsInOrder = [
  fontCss,
  ...Object.entries(sheets)
    .sort(([a], [b]) => Number(b === globalSheet) - Number(a === globalSheet) || a.localeCompare(b))
    .map(([file, css]) => {
      // Vite minifies each sheet at build time; a "</style" would end the element early.
      if (/<\/style/i.test(css)) throw new Error(`${file} must not contain "</style"`);
      return css;
    }),
].join('\n');

/**
 * Minified again as one sheet: Vite minifies each file alone, and a rule that two files repeat
 * is merged only here. Every page inlines it, so each byte counts against the article frame's
 * budget (tests/browser/budgets.test.ts).
 */
export const siteCss = transform({ filename: 'site.css', code: Buffer.from(sheetsInOrder), minify: true }).code.toString();
