import { useId } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z';

/** One star, filled 0, ½ or 1. */
function Star({ fill }: { fill: 0 | 0.5 | 1 }) {
  const clipId = useId();
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="star">
      <path d={STAR} className="star__empty" />
      {fill > 0 && (
        <>
          {fill === 0.5 && (
            <clipPath id={clipId}>
              <rect x="0" y="0" width="12" height="24" />
            </clipPath>
          )}
          <path d={STAR} className="star__full" clipPath={fill === 0.5 ? `url(#${clipId})` : undefined} />
        </>
      )}
    </svg>
  );
}

/** Read-only rating, halves supported, with a spoken label such as "4,5 ud af 5 stjerner". */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const { t, lang } = useLanguage();
  const rounded = Math.round(rating * 2) / 2;
  const label = t('reviews.starsLabel', { rating: rounded.toLocaleString(lang === 'da' ? 'da-DK' : 'en-GB'), max });
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} fill={rounded >= i + 1 ? 1 : rounded >= i + 0.5 ? 0.5 : 0} />
      ))}
    </span>
  );
}

export { STAR as starPath };
