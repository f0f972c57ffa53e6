import { useLanguage } from '@/i18n/LanguageContext';
import { AdviceText } from './AdviceText';

/** What the visitor does while waiting for the owner's reply: on /kontakt/tak and in the confirmation after a send. */
export function NextSteps({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="next-steps" aria-label={t('next.title')}>
      <Heading>{t('next.title')}</Heading>
      <ol>
        <li>{t('next.ready')}</li>
        <li>{t('next.noReply')}</li>
        <li>
          <AdviceText text="next.deadline" />
        </li>
      </ol>
    </section>
  );
}
