import type { Organisation } from '@/content/schema';
import { displayNumber, telHref } from '@/content/phone';
import { useLanguage } from '@/i18n/LanguageContext';
import { ExternalLink } from '../ExternalLink';

/** Free help elsewhere: each organisation linked, its number if it has one ("Ring 1888"), and what it is for. */
export function OrganisationList({ organisations }: { organisations: readonly Organisation[] }) {
  const { t, lang } = useLanguage();
  return (
    <ul className="help-orgs">
      {organisations.map((org) => (
        <li key={org.id}>
          <ExternalLink href={org.url}>{org.name[lang]}</ExternalLink>
          {/* Under the name, a button to tap (help.css) that says what it does, as the 112 line's. */}
          {org.phone && <a href={telHref(org.phone)}>{t('urgent.call', { phone: displayNumber(org.phone) }).replace(/ /g, '\u00a0')}</a>}
          <br />
          {org.about[lang]}
        </li>
      ))}
    </ul>
  );
}
