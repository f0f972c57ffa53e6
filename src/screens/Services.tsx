import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { PageLink } from '@/components/PageLink';
import { Link } from 'wouter';
import { Icon } from '@/components/icons/Icon';
import { useData } from '@/content/ContentStore';
import { hrefIn } from '@/routes/href';
import { contactAbout, OTHER_AREA } from '@/routes/contactArea';
import { sectionIds } from '@/routes/sectionIds';
import { areaKey } from '@/i18n/translate';
import { areaAnchors } from '@/content/legalAreas';
import type { AreaId } from '@/content/schema';
import { PageHeader } from '@/components/PageHeader';

/**
 * The area cards, as content/legal-areas.yaml lists them (`services`): each a legal area with its
 * points, named as the blog and About name its area unless it has a title of its own, and linked
 * to as /ydelser#<its area's anchor>.
 */
const steps = [1, 2, 3] as const;

export function Services() {
  const { t, lang } = useLanguage();
  const courses = useData('courses');
  const cards = useData('serviceCards');
  usePageMeta(t('services.title'), t('services.metaDescription'));
  return (
    <>
      <PageHeader title={t('services.title')} lead={t('services.intro')} />

      <section className="section" aria-labelledby="services-areas">
        <div className="container">
          <h2 id="services-areas">{t('services.areasTitle')}</h2>
          <ul className="service-grid">
            {cards.map(({ id, title, points }) => {
              const name = title?.[lang] ?? t(areaKey(id));
              return (
                <li key={id} id={areaAnchors[id]} className="card service-card">
                  <h3>{name}</h3>
                  <ul>
                    {points.map((point) => (
                      <li key={point.da}>{point[lang]}</li>
                    ))}
                  </ul>
                  {/* One action per card (issue #57): the area's page, with its deadlines and who else
                      helps for free first, and a message to me with the area chosen at its end. */}
                  <p className="service-card__actions">
                    <Link
                      href={hrefIn(lang, 'helpArea', { area: areaAnchors[id] })}
                      className="arrow-link"
                      aria-label={`${t('services.getGuidance')}: ${name}`}
                    >
                      {t('services.getGuidance')}
                      <Icon name="arrowRight" width="16" height="16" />
                    </Link>
                  </p>
                </li>
              );
            })}
            <li className="card service-card service-card--other">
              <h3>{t('services.other.title')}</h3>
              <p>{t('services.other.text')}</p>
              <GuidanceLink area={OTHER_AREA} name={t('services.other.title')} />
            </li>
          </ul>
          <p className="services__help">
            {t('services.helpText')} <PageLink to="help">{t('services.helpLink')}</PageLink>
          </p>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="services-process">
        <div className="container">
          <h2 id="services-process">{t('services.processTitle')}</h2>
          <ol className="card-grid process">
            {steps.map((n) => (
              <li key={n} className="card process__step">
                <span className="process__number" aria-hidden="true">
                  {n}
                </span>
                <h3>{t(`services.step${n}.title`)}</h3>
                <p>{t(`services.step${n}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="services-important">
        <div className="container">
          <div className="important card">
            <h2 id="services-important">{t('services.importantTitle')}</h2>
            {/* Three things to know, side by side on a wide screen. */}
            <div className="important__parts">
              <div>
                <h3>{t('services.notLawyerTitle')}</h3>
                <p>{t('services.notLawyerText')}</p>
              </div>
              <div>
                <h3>{t('services.coursesTitle')}</h3>
                <p>{t('services.coursesText')}</p>
                {/* The list itself is on About (by area); here its count and the way there. */}
                <p>
                  <Link href={`${hrefIn(lang, 'about')}#${sectionIds.aboutCourses}`}>
                    {t('services.coursesLink', { count: courses.completed.length })}
                  </Link>
                </p>
              </div>
              <div>
                <h3>{t('services.freeTitle')}</h3>
                <p>{t('services.freeText')}</p>
              </div>
            </div>
            <p className="services__contact">
              <PageLink to="contact" className="button">
                {t('services.contactNow')}
              </PageLink>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The spec's "Få vejledning" on the "other" card: /kontakt with "other" chosen, so no one lands
 * on a blank form. Its accessible name says which card.
 */
function GuidanceLink({ area, name }: { area: AreaId | typeof OTHER_AREA; name: string }) {
  const { t, lang } = useLanguage();
  return (
    <Link href={contactAbout(lang, area)} className="button button--secondary" aria-label={`${t('services.getGuidance')}: ${name}`}>
      {t('services.getGuidance')}
    </Link>
  );
}
