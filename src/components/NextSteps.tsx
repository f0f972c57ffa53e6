import { useLanguage } from '@/i18n/LanguageContext';
import { AdviceText } from './AdviceText';

/**
 * What the visitor does while waiting for the owner's reply: on /kontakt/tak and in the
 * confirmation after a send. `self`: she chose to contact the owner herself, so how to follow up;
 * the thank-you page cannot know, so it says it to all (the text asks "Valgte du …?").
 */
export function NextSteps({ headingLevel = 2, self = true }: { headingLevel?: 2 | 3; self?: boolean }) {
  const { t } = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="next-steps" aria-label={t('next.title')}>
      <Heading>{t('next.title')}</Heading>
      <ol>
        <li>{t('next.ready')}</li>
        {self && <li>{t('next.self')}</li>}
        <li>{t('next.noReply')}</li>
        <li>
          <AdviceText text="next.deadline" />
        </li>
      </ol>
    </section>
  );
}
