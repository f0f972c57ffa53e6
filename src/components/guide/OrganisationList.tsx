import type { Organisation } from '@/content/schema';
import { displayNumber, telHref } from '@/content/phone';
import { useLanguage } from '@/i18n/LanguageContext';
import { ExternalLink } from '../ExternalLink';

/** Free help elsewhere: each organisation linked, its number if it has one, and what it is for. */
export function OrganisationList({ organisations }: { organisations: readonly Organisation[] }) {
  const { lang } = useLanguage();
  return (
    <ul className="help-orgs">
      {organisations.map((org) => (
        <li key={org.id}>
          <ExternalLink href={org.url}>{org.name[lang]}</ExternalLink>
          {/* Beside the name as a button to tap (help.css), set apart by its margin. */}
          {org.phone && <a href={telHref(org.phone)}>{displayNumber(org.phone)}</a>}
          <br />
          {org.about[lang]}
        </li>
      ))}
    </ul>
  );
}
