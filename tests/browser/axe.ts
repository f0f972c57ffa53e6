import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * What axe-core finds against WCAG 2.2 AA on the page as it is now, one line per rule. Legacy mode
 * runs axe in the page itself: the default opens a blank page in which to merge the results of
 * the page's frames, which doubled each call's time (issue #59), and the site has no frames. Not
 * `resultTypes: ['violations']`, a fifth faster: axe then reports the skip link outside every
 * landmark (`region`), which it does not without it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
