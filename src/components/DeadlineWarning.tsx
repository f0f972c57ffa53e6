import type { ReactNode } from 'react';
import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import { AdviceText } from './AdviceText';
import { daysUntil, deadlineWarning } from './deadlineWarning';

/**
 * What the deadline field says at once about a date that has passed, or comes within the days
 * site.yaml sets (deadlineWarningDays): the reply may come too late, and where to go instead:
 * free advice, and `then`, the chosen area's deadlines and help. Its own chunk, fetched when the
 * visitor reaches the field: only a visitor who gives a date needs it.
 */
export function DeadlineWarning({ value, then }: { value: string; then?: ReactNode }) {
  const { t } = useLanguage();
  const warning = deadlineWarning(daysUntil(value), useData('deadlineWarningDays'));
  return (
    warning && (
      <p className="deadline-warning">
        <AdviceText text={warning} />
        {then && (
          <>
            {' '}
            {t('contact.deadlineNow')} {then}
          </>
        )}
      </p>
    )
  );
}
