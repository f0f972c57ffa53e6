import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { useData } from '@/content/ContentStore';
import { areaIds } from '@/content/legalAreas';
import { areaKey } from '@/i18n/translate';
import { useCredits } from './useCredits';

/** Completed courses grouped by legal area, in the order of content/legal-areas.yaml. */
export function CoursesByArea({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t, lang } = useLanguage();
  const credits = useCredits();
  const courses = useData('courses');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="course-areas card">
      {areaIds
        .map((area) => ({ area, list: courses.completed.filter((c) => c.area === area) }))
        .filter(({ list }) => list.length > 0)
        .map(({ area, list }) => (
          <section key={area} className="course-area">
            <Heading>{t(areaKey(area))}</Heading>
            <ul className="course-list">
              {list.map((course) => (
                <li key={course.title.da}>
                  <span className="course-list__title">{course.title[lang]}</span>
                  <span className="course-list__meta">
                    {credits(course.credits)} · {formatDate(course.date, lang)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
