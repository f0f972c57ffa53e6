import type { Count } from '@/content/schema';
import type { MessageKey } from '@/i18n/translate';

const unitKeys: Record<Count['unit'], readonly [one: MessageKey, many: MessageKey]> = {
  days: ['situation.day', 'situation.days'],
  weeks: ['situation.week', 'situation.weeks'],
  months: ['situation.month', 'situation.months'],
  years: ['situation.year', 'situation.years'],
};

/** "4 uger", "1 måned": a count's period in the page's words. */
export const periodText = (
  { length, unit }: Pick<Count, 'length' | 'unit'>,
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
): string => t(unitKeys[unit][length === 1 ? 0 : 1], { n: length });
