import { Fragment } from 'react';
import { areaAnchors } from '@/content/legalAreas';
import { helpFile } from '@/content/pagePayload';
import type { AreaId } from '@/content/schema';
import { useContentFile } from '@/content/useContentFile';
import { useLanguage } from '@/i18n/LanguageContext';
import { ExternalLink } from './ExternalLink';

/** How many of the area's free places to name beside the field; the guide link has them all. */
const NAMED_HELP = 3;

/**
 * Beside the contact form's area, from that area's help page (content/help/<area>.yaml, loaded
 * once the visitor chooses an area): the area's first deadline with its section (`withDeadline`),
 * and where to get free help now. Until it arrives, or if it cannot, nothing shows: the form, the
 * area's note and the guide link do not wait for it.
 */
export function AreaHint({ area, withDeadline }: { area: AreaId; withDeadline: boolean }) {
  const { t, lang } = useLanguage();
  const state = useContentFile(helpFile(areaAnchors[area]));
  if (state.status !== 'ready') return null;
  const { deadlines, help } = state.page;
  const deadline = withDeadline ? deadlines[0] : undefined;
  return (
    <>
      {deadline && (
        <p className="field__hint">
          {deadline[lang]} (<ExternalLink href={deadline.url}>{deadline.statute}</ExternalLink>)
        </p>
      )}
      <p className="field__hint">
        {t('contact.areaFreeHelp')}{' '}
        {help.slice(0, NAMED_HELP).map((org, i) => (
          <Fragment key={org.id}>
            {i > 0 && ', '}
            <ExternalLink href={org.url}>{org.name[lang]}</ExternalLink>
          </Fragment>
        ))}
      </p>
    </>
  );
}
