import { Link } from 'wouter';
import { usePageMeta } from '@/app/PageMeta';
import { areaAnchors, areaIds } from '@/content/legalAreas';
import { UrgentBox } from '@/components/help/UrgentBox';
import { UrgentLine } from '@/components/help/UrgentLine';
import { QuickExit } from '@/components/help/QuickExit';
import { useData } from '@/content/ContentStore';
import { PageLink } from '@/components/PageLink';
import { useLanguage } from '@/i18n/LanguageContext';
import { areaKey } from '@/i18n/translate';
import { contactAbout, OTHER_AREA } from '@/routes/contactArea';
import { hrefIn } from '@/routes/href';
import { PageHeader } from '@/components/PageHeader';

/**
 * /find-hjaelp: "Hvad er der sket?" with one link per situation (content/situations/), the
 * urgent numbers, then one link per legal area for those who know theirs. Each is a card: its
 * title, a line under it (a situation's area, an area's first sentence) and a chevron (CSS).
 */
export function HelpGuide() {
  const { t, lang } = useLanguage();
  const situations = useData('situations');
  const leads = useData('areaLeads');
  usePageMeta(t('help.title'), t('help.metaDescription'));
  return (
    <>
      <QuickExit />
      {/* The first number that answers now before any choice, in the header so the situations stay on the first screen; the full list ends the page. */}
      <PageHeader title={t('help.title')} lead={t('help.intro')}>
        <UrgentLine />
      </PageHeader>
      <div className="container section">
        {situations.length > 0 && (
          <section aria-labelledby="help-situations">
            <h2 id="help-situations">{t('help.situations')}</h2>
            <p>{t('help.situationsIntro')}</p>
            <ul className="help-areas">
              {situations.map(({ address, start, title, area }) => (
                <li key={address}>
                  <Link href={hrefIn(lang, 'situation', { situation: address, step: start })} className="card">
                    {title[lang]}
                    {area !== OTHER_AREA && <span className="help-areas__line">{t(areaKey(area))}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="section" aria-labelledby="help-question">
          <h2 id="help-question">{t('help.question')}</h2>
          <ul className="help-areas">
            {areaIds.map((id) => (
              <li key={id}>
                <Link href={hrefIn(lang, 'helpArea', { area: areaAnchors[id] })} className="card">
                  {t(areaKey(id))}
                  <span className="help-areas__line">{leads[id][lang]}</span>
                </Link>
              </li>
            ))}
            <li className="help-areas__other">
              <Link href={contactAbout(lang, OTHER_AREA)} className="card">
                {t('guide.otherArea')}
                <span className="help-areas__line">{t('help.otherText')}</span>
              </Link>
            </li>
          </ul>
        </section>
        {/* Every number that answers now, after the choices: the line in the header leads here. */}
        <UrgentBox about={useData('urgentAbout')} />
        {/* The guide ends with a message to me, for what it did not answer. */}
        <p className="help-guide__write">
          {t('help.writeText')} <PageLink to="contact">{t('help.writeLink')}</PageLink>
        </p>
      </div>
    </>
  );
}
