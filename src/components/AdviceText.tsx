import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';
import { ExternalLink } from './ExternalLink';

/** A text whose `{advice}` is the link to free advice when a deadline is close (Advokatvagten). */
export function AdviceText({ text }: { text: MessageKey }) {
  const { t, lang } = useLanguage();
  const adviceOrganisation = useData('advice');
  const [before, after = ''] = t(text).split('{advice}');
  return (
    <>
      {before}
      <ExternalLink href={adviceOrganisation.url}>{adviceOrganisation.name[lang]}</ExternalLink>
      {after}
    </>
  );
}
