import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/** What axe-core finds against WCAG 2.2 AA on the page as it is now, one line per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
