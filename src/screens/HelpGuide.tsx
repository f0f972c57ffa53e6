import { Link } from 'wouter';
import { usePageMeta } from '@/app/PageMeta';
import { areaAnchors, areaIds } from '@/content/legalAreas';
import { UrgentBox } from '@/components/help/UrgentBox';
import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import { areaKey } from '@/i18n/translate';
import { contactAbout, OTHER_AREA } from '@/routes/contactArea';
import { hrefIn } from '@/routes/href';

/** /find-hjaelp: "Hvad drejer det sig om?", the urgent numbers first, then one link per legal area. */
export function HelpGuide() {
  const { t, lang } = useLanguage();
  usePageMeta(t('help.title'), t('help.metaDescription'));
  return (
    <>
      <section className="page-header">
        <div className="container">
          <h1>{t('help.title')}</h1>
          <p className="lead">{t('help.intro')}</p>
        </div>
      </section>
      <div className="container section">
        <UrgentBox about={useData('urgentAbout')} />
        <section aria-labelledby="help-question">
          <h2 id="help-question">{t('help.question')}</h2>
          <ul className="help-areas">
            {areaIds.map((id) => (
              <li key={id}>
                <Link href={hrefIn(lang, 'helpArea', { area: areaAnchors[id] })} className="card">
                  {t(areaKey(id))}
                </Link>
              </li>
            ))}
            <li className="help-areas__other">
              <Link href={contactAbout(lang, OTHER_AREA)} className="card">
                {t('guide.otherArea')}
              </Link>
              <p>{t('help.otherText')}</p>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
