import type { ReactNode } from 'react';
import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import { AdviceText } from './AdviceText';
import { daysUntil, deadlineWarning } from './deadlineWarning';

/**
 * What the deadline field says at once about a date that has passed, or comes within the days
 * site.yaml sets (deadlineWarningDays): the reply may come too late, and where to go instead:
 * free advice (or the chosen `area`'s own words), and `then`, the area's deadlines and help. Its own chunk, fetched when the
 * visitor reaches the field: only a visitor who gives a date needs it.
 */
export function DeadlineWarning({ value, area, then }: { value: string; area?: string; then?: ReactNode }) {
  const { t, lang } = useLanguage();
  const warning = deadlineWarning(daysUntil(value), useData('deadlineWarningDays'));
  // The chosen area's own words where the general advice would be wrong (a court date: the defence lawyer).
  const notes = useData('contactDeadlineNotes');
  // Own keys only (ownEntry.ts, not imported: it would then be in every page's shell).
  const note = area !== undefined && Object.hasOwn(notes, area) ? notes[area as keyof typeof notes] : undefined;
  return (
    warning && (
      <p className="deadline-warning">
        {note ? note[lang] : <AdviceText text={warning} />}
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
