import { useId } from 'react';
import type { Organisation } from '@/content/schema';
import { displayNumber, telHref } from '@/content/phone';
import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import { ExternalLink } from '../ExternalLink';

type UrgentBoxProps = {
  headingLevel?: 2 | 3;
  /** What each organisation is for, by id. */
  about: Readonly<Record<string, Organisation['about']>>;
};

/**
 * "Er nogen i fare? Ring 112." and the numbers that answer now (content/organisations.yaml,
 * `urgent: true`), each a tel: link and what it is for: the help guide's full list, which every
 * UrgentLine links to.
 */
export function UrgentBox({ headingLevel = 2, about }: UrgentBoxProps) {
  const { t, lang } = useLanguage();
  const id = useId();
  const urgentOrganisations = useData('urgent');
  const Heading = `h${headingLevel}` as const;
  return (
    <aside id="urgent" className="urgent" aria-labelledby={id}>
      <Heading id={id} className="urgent__title">
        {t('urgent.title')}
      </Heading>
      <p>{t('urgent.text')}</p>
      <ul className="urgent__list">
        {urgentOrganisations.map((org) => {
          const what = about[org.id];
          return (
            <li key={org.id}>
              <a className="urgent__call" href={telHref(org.phone)}>
                {/* One line: "Ring 114" is not broken between the word and the number. */}
                {t('urgent.call', { phone: displayNumber(org.phone) }).replace(/ /g, '\u00a0')}
              </a>
              <span>
                <ExternalLink href={org.url}>{org.name[lang]}</ExternalLink>
                {what && `: ${what[lang]}`}
              </span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
