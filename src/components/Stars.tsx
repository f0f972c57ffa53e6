import type { CSSProperties } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';

/** The stars' fill, in half stars, for Stars.css. */
export const starFill = (halves: number) => ({ '--rating': halves }) as CSSProperties;

/**
 * Read-only rating, halves supported, with a spoken label such as "4,5 ud af 5 stjerner". The
 * stars are drawn by the stylesheet (Stars.css) from `--rating`, the rating in half stars:
 * no SVG per star in the page's JavaScript.
 */
export function Stars({ rating }: { rating: number }) {
  const { t, lang } = useLanguage();
  const rounded = Math.round(rating * 2) / 2;
  const label = t('reviews.starsLabel', { rating: rounded.toLocaleString(lang === 'da' ? 'da-DK' : 'en-GB'), max: 5 });
  return <span className="stars" role="img" aria-label={label} style={starFill(rounded * 2)} />;
}
