import { usePageMeta } from '@/app/PageMeta';
import { ExternalLink } from '@/components/ExternalLink';
import { QuickExit } from '@/components/help/QuickExit';
import { UrgentLine } from '@/components/help/UrgentLine';
import { useJourneyStep } from '@/components/help/journeyStep';
import { PageHeader } from '@/components/PageHeader';
import { useLanguage } from '@/i18n/LanguageContext';
import type { MessageKey } from '@/i18n/translate';

/**
 * Where each piece of advice comes from. The browsers' own help pages name only the steps cited
 * here; the page says no more than they do (the rest: "open the history, delete only these lines").
 */
const sources = [
  ['hideVisit.sourceChrome', 'https://support.google.com/chrome/answer/95464'],
  ['hideVisit.sourceApple', 'https://support.apple.com/guide/personal-safety/ips375e6d608/web'],
  ['hideVisit.sourceShelters', 'https://krisecentrene.dk/digital-sikkerhed'],
  ['hideVisit.sourceGovUk', 'https://design-system.service.gov.uk/patterns/exit-a-page-quickly/'],
] as const satisfies readonly (readonly [MessageKey, string])[];

const sections = ['private', 'delete', 'watched'] as const;

/**
 * "Sådan skjuler du dit besøg", reached from the quick exit's note: what the exit cannot do (delete
 * the history), and how she can (a private window next time, deleting only this site's lines, a
 * device no one else reaches), after GOV.UK's "Exit a page quickly" and the shelters' "cover your
 * tracks" pages. Its title and address are neutral, and it is replaced when left, as a page of a
 * sensitive journey (journeyStep.ts).
 */
export function HideVisit() {
  const { t } = useLanguage();
  usePageMeta(t('hideVisit.metaTitle'), t('hideVisit.metaDescription'));
  useJourneyStep(true);
  return (
    <>
      <QuickExit />
      <PageHeader title={t('hideVisit.title')} lead={t('hideVisit.lead')} />
      <div className="container section hide-visit">
        <UrgentLine />
        {sections.map((name) => (
          <section key={name} aria-labelledby={`hide-${name}`}>
            <h2 id={`hide-${name}`}>{t(`hideVisit.${name}Title`)}</h2>
            <p>{t(`hideVisit.${name}Text`, { site: t('site.name') })}</p>
          </section>
        ))}
        <p>{t('hideVisit.free')}</p>
        <h2>{t('hideVisit.sourcesTitle')}</h2>
        <ul>
          {sources.map(([label, url]) => (
            <li key={url}>
              <ExternalLink href={url}>{t(label)}</ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
