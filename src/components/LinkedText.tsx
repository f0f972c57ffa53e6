import type { ReactNode } from 'react';
import { namedOrganisations } from '@/content/organisationLinks';
import { useLanguage } from '@/i18n/LanguageContext';
import { ExternalLink } from './ExternalLink';

/**
 * A text in which each organisation of content/organisations.yaml ("Advokatvagten",
 * "Datatilsynet") is a link where it is first named, so a reader can go there at once.
 */
export function LinkedText({ text }: { text: string }) {
  const { lang } = useLanguage();
  const { regex, urls } = namedOrganisations[lang];
  const parts: ReactNode[] = [];
  const linked = new Set<string>();
  let rest = text;
  for (let match = regex.exec(rest); match; match = regex.exec(rest)) {
    const [name] = match;
    const url = urls[name];
    const before = rest.slice(0, match.index);
    parts.push(
      before,
      url && !linked.has(name) ? (
        <ExternalLink key={parts.length} href={url}>
          {name}
        </ExternalLink>
      ) : (
        name
      ),
    );
    linked.add(name);
    rest = rest.slice(match.index + name.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
