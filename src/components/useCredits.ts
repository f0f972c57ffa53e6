import { useLanguage } from '@/i18n/LanguageContext';

/** Lesson credits as the visitor writes numbers: "4,5 lektioner" in Danish, "4.5 lessons" in English; whole ones whole ("6 lektioner"). */
export function useCredits(): (credits: number) => string {
  const { t, lang } = useLanguage();
  const number = new Intl.NumberFormat(lang === 'da' ? 'da-DK' : 'en-GB', { maximumFractionDigits: 1 });
  return (credits: number) => t('courses.credits', { credits: number.format(credits) });
}
