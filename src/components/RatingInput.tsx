import { useLanguage } from '@/i18n/LanguageContext';
import { Icon } from './icons/Icon';

/**
 * Five clickable stars that are a real radio group underneath: arrow keys, Tab and screen
 * readers work as with any radio buttons, and without JavaScript the chosen star is posted and
 * shown (the stars up to the checked one fill by CSS, RatingInput.css).
 */
export function RatingInput({
  value,
  onChange,
  max = 5,
  name = 'rating',
}: {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  /** The field's name when the form is posted. */
  name?: string;
}) {
  const { t } = useLanguage();
  return (
    <fieldset className="rating-input">
      <legend>{t('reviews.formRating')}</legend>
      <div className="rating-input__stars">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <label key={n} className="rating-input__star">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden" />
            <Icon name="star" width="32" height="32" />
            <span className="visually-hidden">{t('reviews.starsLabel', { rating: n, max })}</span>
          </label>
        ))}
        {/* The choice in words beside the stars, for the eye (each star says it to a screen reader). */}
        <span className="rating-input__value" aria-hidden="true">
          {t('reviews.ratingValue', { rating: value, max })}
        </span>
      </div>
    </fieldset>
  );
}
