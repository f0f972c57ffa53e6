import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { courses } from '@/content/courses';
import { courseAreaKey, courseAreas } from '@/content/courseAreas';

/** Lesson credits as the visitor writes numbers: "4,5" in Danish, "4.5" in English. */
function useCredits() {
  const { t, lang } = useLanguage();
  const number = new Intl.NumberFormat(lang === 'da' ? 'da-DK' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (credits: number) => t('courses.credits', { credits: number.format(credits) });
}

/** Completed courses grouped by area in the spec's order, from content/courses.yaml. */
export function CoursesByArea({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t, lang } = useLanguage();
  const credits = useCredits();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="course-areas">
      {courseAreas
        .map((area) => ({ area, list: courses.completed.filter((c) => c.area === area) }))
        .filter(({ list }) => list.length > 0)
        .map(({ area, list }) => (
          <section key={area} className="course-area card">
            <Heading>{t(`courseArea.${courseAreaKey[area]}`)}</Heading>
            <ul className="course-list">
              {list.map((course) => (
                <li key={course.title}>
                  <span className="course-list__title" lang="da">
                    {course.title}
                  </span>
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

/** Every completed course with date, lesson count and teacher, as the Services page lists them. */
export function CourseTable() {
  const { t, lang } = useLanguage();
  const credits = useCredits();
  return (
    <ul className="course-list course-list--detailed">
      {courses.completed.map((course) => (
        <li key={course.title}>
          <span className="course-list__title" lang="da">
            {course.title}
          </span>
          <span className="course-list__meta">
            {formatDate(course.date, lang)} · {credits(course.credits)} · {t('courses.teacher')}: <span lang="da">{course.teacher}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CoursesInProgress() {
  const { t } = useLanguage();
  return (
    <>
      {courses.inProgress.map((course) => (
        <p key={course.title} className="course-progress">
          {t('courses.inProgress', { title: course.title })}
        </p>
      ))}
    </>
  );
}
