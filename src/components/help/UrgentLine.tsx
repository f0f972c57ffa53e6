import { Link } from 'wouter';
import { useData } from '@/content/ContentStore';
import { displayNumber, telHref } from '@/content/phone';
import { useLanguage } from '@/i18n/LanguageContext';
import { hrefIn } from '@/routes/href';

/**
 * Calm, not a siren above the answer: one line with the first number that answers now (112),
 * and the help guide's full list (UrgentBox) one tap away. Shown where a person may be in danger.
 */
export function UrgentLine() {
  const { t, lang } = useLanguage();
  const [first] = useData('urgent');
  return (
    <p className="urgent-line">
      <strong>{t('urgent.danger')}</strong>{' '}
      {first && (
        <a className="urgent-line__call" href={telHref(first.phone)}>
          {/* One line: "Ring 112" is not broken between the word and the number. */}
          {t('urgent.call', { phone: displayNumber(first.phone) }).replace(/ /g, '\u00a0')}
        </a>
      )}
      <br />
      <Link href={`${hrefIn(lang, 'help')}#urgent`}>{t('urgent.allNumbers')}</Link>
    </p>
  );
}
