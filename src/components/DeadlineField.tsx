import { useLanguage } from '@/i18n/LanguageContext';
import { AdviceText } from './AdviceText';

/** A deadline this close (in days, or already passed) is likely to run out before a reply comes. */
const SOON_DAYS = 5;

/** Whole days from today (the visitor's calendar) to a YYYY-MM-DD date; NaN for no date. */
function daysUntil(date: string, today = new Date()): number {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return Number.NaN;
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(y, m - 1, d) - start) / 86_400_000);
}

/**
 * "Har du en frist?": optional. A date within SOON_DAYS warns at once, without blocking the
 * send, that the reply may come too late, and where to go instead.
 */
export function DeadlineField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useLanguage();
  const soon = daysUntil(value) <= SOON_DAYS;
  return (
    <div className="field">
      <label htmlFor={id}>{t('contact.deadline')}</label>
      <input
        id={id}
        type="date"
        name="deadline"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint${soon ? ` ${id}-soon` : ''}`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('contact.deadlineHint')}
      </p>
      <div aria-live="polite">
        {soon && (
          <p id={`${id}-soon`} className="deadline-warning">
            <AdviceText text="contact.deadlineSoon" />
          </p>
        )}
      </div>
    </div>
  );
}
