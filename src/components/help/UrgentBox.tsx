import { useId } from 'react';
import { urgentOrganisations } from '@/content/help';
import { useLanguage } from '@/i18n/LanguageContext';
import { ExternalLink } from '../ExternalLink';
import { displayNumber, telHref } from '@/content/phone';

/**
 * "Er nogen i fare? Ring 112." and the numbers that answer now (content/organisations.yaml,
 * `urgent: true`), each a tel: link: shown where a person may be in danger.
 */
export function UrgentBox({ headingLevel = 2, compact = false }: { headingLevel?: 2 | 3; compact?: boolean }) {
  const { t, lang } = useLanguage();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <aside id="urgent" className={compact ? 'urgent urgent--compact' : 'urgent'} aria-labelledby={id}>
      <Heading id={id} className="urgent__title">
        {t('urgent.title')}
      </Heading>
      {!compact && <p>{t('urgent.text')}</p>}
      <ul className="urgent__list">
        {urgentOrganisations.map((org) => (
          <li key={org.id}>
            <a className="urgent__call" href={telHref(org.phone)}>
              {/* One line: "Ring 114" is not broken between the word and the number. */}
              {t('urgent.call', { phone: displayNumber(org.phone) }).replace(/ /g, '\u00a0')}
            </a>
            <span>
              <ExternalLink href={org.url}>{org.name[lang]}</ExternalLink>
              {!compact && `: ${org.about[lang]}`}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
