import { useData } from '@/content/ContentStore';
import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { site } from '@/content/site';
import { sectionIds } from '@/routes/sectionIds';
import { PageLink } from '@/components/PageLink';
import { Portrait } from '@/components/Portrait';
import { CoursesByArea } from '@/components/CoursesByArea';
import { CoursesInProgress } from '@/components/CoursesInProgress';

const values = ['accessibility', 'clarity', 'respect'] as const;
const qualifications = [1, 2, 3, 4] as const;

/** "2025-03" → "marts 2025" / "March 2025". */
function formatMonth(yearMonth: string, lang: 'da' | 'en') {
  return new Intl.DateTimeFormat(lang === 'da' ? 'da-DK' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${yearMonth}-01T00:00:00Z`),
  );
}

export function About() {
  const { t, lang } = useLanguage();
  const owner = useData('owner');
  usePageMeta(t('about.title'), t('about.metaDescription'));
  return (
    <>
      <section className="page-header">
        <div className="container about-intro">
          <Portrait className="about-intro__portrait" />
          <div>
            <h1>{t('about.title')}</h1>
            <p className="lead">{t('about.intro')}</p>
            <p>{t('about.bio1', { name: site.name })}</p>
            <p>{t('about.bio2', { founded: formatMonth(site.founded, lang) })}</p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-mission">
        <div className="container">
          <h2 id="about-mission">{t('about.missionTitle')}</h2>
          <p className="lead">{t('about.missionText')}</p>
          <ul className="card-grid values">
            {values.map((v) => (
              <li key={v} className="card">
                <h3>{t(`about.value.${v}.title`)}</h3>
                <p>{t(`about.value.${v}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="about-education">
        <div className="container about-education">
          <h2 id="about-education">{t('about.educationTitle')}</h2>
          <p className="about-study">{t('about.study', { study: `${owner.study[lang]}, ${owner.university[lang]}` })}</p>
          <p>{owner.review[lang]}</p>
          <ul className="qualifications">
            {qualifications.map((n) => (
              <li key={n}>{t(`about.qualification${n}`)}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby={sectionIds.aboutCourses}>
        <div className="container">
          <h2 id={sectionIds.aboutCourses}>{t('about.coursesTitle')}</h2>
          <p>{t('about.coursesIntro')}</p>
          <CoursesByArea />
          <CoursesInProgress />
          <p className="button-row button-row--stack">
            <PageLink to="contact" className="button">
              {t('about.contact')}
            </PageLink>
          </p>
        </div>
      </section>
    </>
  );
}
