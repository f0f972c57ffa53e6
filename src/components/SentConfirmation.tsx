import { useEffect, useRef } from 'react';
import { useData } from '@/content/ContentStore';
import { formatDate } from '@/i18n/formatDate';
import { useLanguage } from '@/i18n/LanguageContext';
import { areaKey } from '@/i18n/translate';
import { OTHER_AREA } from '@/routes/contactArea';
import { DeadlineWarning } from './DeadlineWarning';
import { NextSteps } from './NextSteps';
import type { Fields } from './useHostSend';

/**
 * Above the cleared contact form after a send with JavaScript, beside the spec's toast: the words
 * of the thank-you page a send without JavaScript lands on, what was sent, and, if the deadline
 * given is close or past, where to go now. Its heading takes the focus, so a screen reader reads
 * it and a phone shows it, not the empty form under it (GOV.UK's confirmation pattern). `self`:
 * she chose to contact the owner herself (the form knows its ways to be answered; imported here
 * too, they would be in every page's code).
 */
export function SentConfirmation({ fields, self }: { fields: Fields; self: boolean }) {
  const { t, lang } = useLanguage();
  const { area = '', deadline = '', email = '', phone = '' } = fields;
  // The area is posted by its Danish name (contactAreas); the visitor reads it in the page's language.
  const areaId = Object.entries(useData('contactAreas')).find(([, name]) => name === area)?.[0];
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Its top in view below the sticky header (scroll-margin-top), not wherever focus would put it.
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'start' });
  }, []);
  const rows = [
    ['next.sentArea', areaId && t(areaId === OTHER_AREA ? 'guide.otherArea' : areaKey(areaId))],
    ['next.sentDeadline', deadline && formatDate(deadline, lang)],
    // Only the chosen way's address or number was sent (ContactCheck.ts).
    ['next.sentTo', email || phone],
  ] as const;
  return (
    // Not a named region: its heading, which takes the focus, says what it is (and a name here
    // would be one more label on the form that holds it).
    <section ref={panel} className="sent-confirmation">
      <h2 ref={heading} tabIndex={-1}>
        <span className="success-mark" />
        {t('next.sentTitle')}
      </h2>
      <p>{t('next.sentText')}</p>
      <dl>
        {rows.map(
          ([label, value]) =>
            value && (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ),
        )}
      </dl>
      {/* What the deadline field said about the date, said again now that the message is sent. */}
      <DeadlineWarning value={deadline} area={areaId} />
      <NextSteps headingLevel={3} self={self} />
    </section>
  );
}
