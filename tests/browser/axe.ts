import type { Page } from 'playwright-core';
import axe from 'axe-core';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe-core finds against WCAG 2.2 AA on the page as it is now (or in the elements `within`
 * selects), one line per rule. axe runs in
 * the page itself, put there once per page, and only its violations come back: @axe-core/playwright
 * put the script in twice a call and sent every result back (passes and inapplicable rules too),
 * 0.6 s a call against 0.3 s (issue #59). The site has no frames for it to visit. Every result type
 * is still computed: with `resultTypes: ['violations']` axe reports the skip link outside every
 * landmark (`region`), which it does not otherwise.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ values, within }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(within ?? document, {
        runOnly: { type: 'tag', values },
      });
      return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    { values: wcag22aa, within },
  );
}
