import { Suspense, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { lazyLoaded } from './lazyLoaded';
import { PartBoundary } from './PartBoundary';

// Only a date needs it: fetched as the visitor reaches the field, not with the page. Nothing if it fails.
const DeadlineWarning = lazyLoaded(
  () => import('./DeadlineWarning').then((m) => m.DeadlineWarning),
  () => null,
);

/**
 * "Har du en frist?": optional. A date that has passed, or comes soon, warns at once, without
 * blocking the send (DeadlineWarning), in a live region that is also the field's description.
 */
export function DeadlineField({
  id,
  value,
  onChange,
  area,
  then,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The area chosen in the form, whose own words the warning may use. */
  area?: string;
  then?: ReactNode;
}) {
  const { t } = useLanguage();
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
        onFocus={() => void DeadlineWarning.preload().catch(() => undefined)}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint ${id}-soon`}
      />
      <div id={`${id}-soon`} aria-live="polite">
        {value && (
          // A part of its own: if it fails, the field and its date stay.
          <PartBoundary fallback={null}>
            <Suspense fallback={null}>
              <DeadlineWarning value={value} area={area} then={then} />
            </Suspense>
          </PartBoundary>
        )}
      </div>
    </div>
  );
}
