import type { ReactNode } from 'react';
import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import { AdviceText } from './AdviceText';
import { PartBoundary } from './PartBoundary';

/** A date further back than this is more likely a slip of the keyboard than a missed deadline. */
const PASSED_DAYS = 366;

/**
 * Whole days from `today` (the visitor's calendar) to a date field's value; null for anything
 * that is not a YYYY-MM-DD day. A date field takes years up to 275760 and, while a year is
 * typed, 0002 or 0020: those are read here, never by a Date that cannot hold them. (The field
 * itself holds only real days: 30 February never reaches here.)
 */
export function daysUntil(value: string, today = new Date()): number | null {
  // Split, not ISO_DATE (calendarDate.ts): that module would then be in every page's code.
  const parts = value.split('-');
  if (parts.length !== 3 || parts[0]?.length !== 4) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  if (day.getUTCDate() !== d) return null;
  const start = new Date(0);
  start.setUTCFullYear(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((day.getTime() - start.getTime()) / 86_400_000);
}

/** What the field says at once about a date: it has passed, it is `soonDays` away or fewer, or nothing. */
export const deadlineWarning = (days: number | null, soonDays: number): MessageKey | null =>
  days === null || days < -PASSED_DAYS || days > soonDays ? null : days < 0 ? 'contact.deadlinePassed' : 'contact.deadlineSoon';

/**
 * "Har du en frist?": optional. A date that has passed, or comes within the days site.yaml sets
 * (deadlineWarningDays), warns at once, without blocking the send, that the reply may come too
 * late, and where to go instead: free advice, and `then`, the chosen area's deadlines and help.
 */
export function DeadlineField({
  id,
  value,
  onChange,
  then,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  then?: ReactNode;
}) {
  const { t } = useLanguage();
  const warning = deadlineWarning(daysUntil(value), useData('deadlineWarningDays'));
  return (
    <div className="field">
      <label htmlFor={id}>{t('contact.deadline')}</label>
      {/* Under the label, as every hint of the form: what the date is for, before it is chosen. */}
      <p id={`${id}-hint`} className="field__example">
        {t('contact.deadlineHint')}
      </p>
      <input
        id={id}
        type="date"
        name="deadline"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint${warning ? ` ${id}-soon` : ''}`}
      />
      <div aria-live="polite">
        {warning && (
          // The warning is a part of its own: if it fails, the field and its date stay.
          <PartBoundary>
            <p id={`${id}-soon`} className="deadline-warning">
              <AdviceText text={warning} />
              {then && (
                <>
                  {' '}
                  {t('contact.deadlineNow')} {then}
                </>
              )}
            </p>
          </PartBoundary>
        )}
      </div>
    </div>
  );
}
