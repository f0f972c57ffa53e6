import { useData } from '@/content/ContentStore';
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { site } from '@/content/site';
import { LinkedText } from '@/components/LinkedText';
import { PageLink } from '@/components/PageLink';
import { PageHeader } from '@/components/PageHeader';

/** One of the spec's sections: a heading and its texts from content/i18n. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`disclaimer-${id}`}>
      <h2 id={`disclaimer-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** The spec's seven sections, in the spec's order, then where to find free legal help. */
export function Disclaimer() {
  const { t, lang } = useLanguage();
  const owner = useData('owner');
  usePageMeta(t('disclaimer.title'), t('disclaimer.metaDescription'));
  return (
    <>
      <PageHeader title={t('disclaimer.title')} lead={t('disclaimer.intro')} />
      <div className="container section disclaimer">
        <Section id="notLawyer" title={t('disclaimer.notLawyer.title')}>
          <p>{t('disclaimer.notLawyer.text', { name: site.name })}</p>
          <p className="disclaimer__study">
            {t('disclaimer.notLawyer.study', { study: `${owner.study[lang]}, ${owner.university[lang]}` })}
          </p>
          <p>{owner.review[lang]}</p>
        </Section>
        <Section id="noLiability" title={t('disclaimer.noLiability.title')}>
          <p>{t('disclaimer.noLiability.text')}</p>
          <p>{t('disclaimer.noLiability.insurance')}</p>
        </Section>
        <Section id="noGuarantee" title={t('disclaimer.noGuarantee.title')}>
          <p>{t('disclaimer.noGuarantee.text')}</p>
        </Section>
        <Section id="complexCases" title={t('disclaimer.complexCases.title')}>
          <p>{t('disclaimer.complexCases.text')}</p>
          <p className="disclaimer__deadline">
            <LinkedText text={t('disclaimer.complexCases.deadline')} />
          </p>
        </Section>
        <Section id="purpose" title={t('disclaimer.purpose.title')}>
          <p>{t('disclaimer.purpose.text')}</p>
          <p>{t('disclaimer.purpose.conflict')}</p>
        </Section>
        <Section id="confidentiality" title={t('disclaimer.confidentiality.title')}>
          <p>{t('disclaimer.confidentiality.text')}</p>
          <ul>
            <li>{t('disclaimer.confidentiality.witness')}</li>
            <li>{t('disclaimer.confidentiality.edition')}</li>
            <li>{t('disclaimer.confidentiality.report')}</li>
            <li>{t('disclaimer.confidentiality.providers')}</li>
          </ul>
          <p>{t('disclaimer.confidentiality.advice')}</p>
        </Section>
        <Section id="consent" title={t('disclaimer.consent.title')}>
          <p>{t('disclaimer.consent.text')}</p>
        </Section>
        <section aria-labelledby="disclaimer-help" className="disclaimer__help card">
          <h2 id="disclaimer-help">{t('disclaimer.help.title')}</h2>
          <ul>
            <li>
              <LinkedText text={t('disclaimer.help.advokatvagten')} />
            </li>
            <li>
              <LinkedText text={t('disclaimer.help.firstAdvice')} />
            </li>
            <li>
              <LinkedText text={t('disclaimer.help.retshjaelp')} />
            </li>
            <li>
              <LinkedText text={t('disclaimer.help.insurance')} />
            </li>
            <li>
              <LinkedText text={t('disclaimer.help.friProces')} />
            </li>
            <li>
              <LinkedText text={t('disclaimer.help.findLawyer')} />
            </li>
          </ul>
        </section>
        <p>
          <PageLink to="contact">{t('disclaimer.contact')}</PageLink>
        </p>
        <p>
          <PageLink to="help">{t('footer.help')}</PageLink>
        </p>
      </div>
    </>
  );
}
