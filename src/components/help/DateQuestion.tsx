import { useId, useState, type SubmitEvent } from 'react';
import { useLocation } from 'wouter';
import type { SituationPage, SituationQuestionStep } from '@/content/schema';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import { FROM_PARAM } from '@/routes/contactArea';
import { hrefIn } from '@/routes/href';

// The counting (holidays, months) is fetched as the visitor reaches the field, not with the page.
const loadCount = () => import('./dayLeadsTo');

/**
 * A question's date field: the day goes to the outcome that counts the deadline from it, or, where
 * that deadline has passed, to the outcome for that (`late`). Without JavaScript the form posts the
 * day to `next`, whose prerendered page has the general text; the answers below stay for anyone
 * who does not know the day.
 */
export function DateQuestion({
  address,
  situation,
  date,
}: {
  address: string;
  situation: SituationPage;
  date: NonNullable<SituationQuestionStep['date']>;
}) {
  const { t, lang } = useLanguage();
  const [, navigate] = useLocation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const to = (step: string, day: string) => `${hrefIn(lang, 'situation', { situation: address, step })}?${FROM_PARAM}=${day}`;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem(FROM_PARAM) as HTMLInputElement;
    // An impossible day typed by hand reads as "" in a date field (badInput).
    if (!value) {
      setError(input.validity.badInput ? 'situation.dateInvalid' : 'situation.dateMissing');
      input.focus();
      return;
    }
    void loadCount().then(
      ({ dayLeadsTo }) => {
        const step = dayLeadsTo(situation, date, value);
        if (step === 'future') {
          setError('situation.dateFuture');
          input.focus();
        } else navigate(to(step, value));
      },
      // Not fetched (offline): the outcome's page, which counts when it can.
      () => navigate(to(date.next, value)),
    );
  };
  return (
    <form
      className="date-question"
      action={hrefIn(lang, 'situation', { situation: address, step: date.next })}
      method="get"
      noValidate
      onSubmit={submit}
    >
      <div className="field">
        <label htmlFor={`${id}-day`}>{date.label[lang]}</label>
        <input
          id={`${id}-day`}
          type="date"
          name={FROM_PARAM}
          value={value}
          required
          onFocus={() => void loadCount().catch(() => undefined)}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <p id={`${id}-error`} className="field__error" aria-live="polite">
          {error && t(error)}
        </p>
      </div>
      <button type="submit" className="button">
        {t('situation.dateSubmit')}
      </button>
      <p className="date-question__or">{t('situation.dateOr')}</p>
    </form>
  );
}
