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
  // The parts in the spec's order: the contents list and the page are made from this one list.
  const parts = [
    [
      'notLawyer',
      <>
        <p>{t('disclaimer.notLawyer.text', { name: site.name })}</p>
        <p className="disclaimer__study">{t('disclaimer.notLawyer.study', { study: `${owner.study[lang]}, ${owner.university[lang]}` })}</p>
        <p>{owner.review[lang]}</p>
      </>,
    ],
    [
      'noLiability',
      <>
        <p>{t('disclaimer.noLiability.text')}</p>
        <p>{t('disclaimer.noLiability.insurance')}</p>
      </>,
    ],
    ['noGuarantee', <p>{t('disclaimer.noGuarantee.text')}</p>],
    [
      'complexCases',
      <>
        <p>{t('disclaimer.complexCases.text')}</p>
        <p className="disclaimer__deadline">
          <LinkedText text={t('disclaimer.complexCases.deadline')} />
        </p>
      </>,
    ],
    [
      'purpose',
      <>
        <p>{t('disclaimer.purpose.text')}</p>
        <p>{t('disclaimer.purpose.conflict')}</p>
      </>,
    ],
    [
      'confidentiality',
      <>
        <p>{t('disclaimer.confidentiality.text')}</p>
        <ul>
          <li>{t('disclaimer.confidentiality.witness')}</li>
          <li>{t('disclaimer.confidentiality.edition')}</li>
          <li>{t('disclaimer.confidentiality.report')}</li>
          <li>{t('disclaimer.confidentiality.providers')}</li>
        </ul>
        <p>{t('disclaimer.confidentiality.advice')}</p>
      </>,
    ],
    ['consent', <p>{t('disclaimer.consent.text')}</p>],
  ] as const;
  return (
    <>
      <PageHeader title={t('disclaimer.title')} lead={t('disclaimer.intro')} />
      <div className="container section disclaimer">
        {/* The contents list's look is the article's (ArticleContents.css), as on the privacy page. */}
        <nav className="article-contents" aria-labelledby="disclaimer-contents">
          <p id="disclaimer-contents" className="article-contents__title">
            {t('disclaimer.contents')}
          </p>
          <ol className="article-contents__list">
            {[...parts.map(([id]) => id), 'help' as const].map((id) => (
              <li key={id}>
                <a href={`#disclaimer-${id}`}>{t(`disclaimer.${id}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {parts.map(([id, body]) => (
          <Section key={id} id={id} title={t(`disclaimer.${id}.title`)}>
            {body}
          </Section>
        ))}
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
