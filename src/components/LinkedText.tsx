import type { ReactNode } from 'react';
import { useData } from '@/content/ContentStore';
import { namedOrganisations } from '@/content/organisationLinks';
import { useLanguage } from '@/i18n/LanguageContext';
import { ExternalLink } from './ExternalLink';

/**
 * A text in which each organisation of content/organisations.yaml ("Advokatvagten",
 * "Datatilsynet") is a link where it is first named, so a reader can go there at once.
 */
export function LinkedText({ text }: { text: string }) {
  const { lang } = useLanguage();
  const { regex, urls } = namedOrganisations(useData('organisationLinks'), lang);
  const parts: ReactNode[] = [];
  const linked = new Set<string>();
  // Plain text so far; never pushed empty, as the prerendered HTML has no text node for it.
  let plain = '';
  let rest = text;
  for (let match = regex.exec(rest); match; match = regex.exec(rest)) {
    const [name] = match;
    const url = urls[name];
    plain += rest.slice(0, match.index);
    rest = rest.slice(match.index + name.length);
    if (!url || linked.has(name)) {
      plain += name;
      continue;
    }
    linked.add(name);
    if (plain) parts.push(plain);
    plain = '';
    parts.push(
      <ExternalLink key={parts.length} href={url}>
        {name}
      </ExternalLink>,
    );
  }
  plain += rest;
  if (plain) parts.push(plain);
  return <>{parts}</>;
}
