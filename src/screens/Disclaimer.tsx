import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { site } from '@/content/site';
import { PageLink } from '@/components/PageLink';

/** The spec's sections, in order; each is a heading and its text in content/i18n. */
const sections = ['notLawyer', 'noLiability', 'noGuarantee', 'complexCases', 'purpose', 'confidentiality', 'consent'] as const;

export function Disclaimer() {
  const { t } = useLanguage();
  usePageMeta(t('disclaimer.title'), t('disclaimer.metaDescription'));
  return (
    <>
      <section className="page-header">
        <div className="container">
          <h1>{t('disclaimer.title')}</h1>
          <p className="lead">{t('disclaimer.intro')}</p>
        </div>
      </section>
      <div className="container section disclaimer">
        {sections.map((key) => (
          <section key={key} aria-labelledby={`disclaimer-${key}`}>
            <h2 id={`disclaimer-${key}`}>{t(`disclaimer.${key}.title`)}</h2>
            <p>{t(`disclaimer.${key}.text`, { name: site.name })}</p>
          </section>
        ))}
        <section aria-labelledby="disclaimer-help" className="disclaimer__help card">
          <h2 id="disclaimer-help">{t('disclaimer.help.title')}</h2>
          <ul>
            <li>{t('disclaimer.help.advokatvagten')}</li>
            <li>{t('disclaimer.help.retshjaelp')}</li>
            <li>{t('disclaimer.help.findLawyer')}</li>
            <li>{t('disclaimer.help.friProces')}</li>
          </ul>
        </section>
        <p>
          <PageLink to="contact">{t('disclaimer.contact')}</PageLink>
        </p>
      </div>
    </>
  );
}
