import { useLanguage } from '@/i18n/LanguageContext';
import { formatDate } from '@/i18n/formatDate';
import { useData } from '@/content/ContentStore';
import { useCredits } from './useCredits';

/** Every completed course with date, lesson count and teacher, as the Services page lists them. */
export function CourseList() {
  const { t, lang } = useLanguage();
  const credits = useCredits();
  const courses = useData('courses');
  return (
    <ul className="course-list course-list--detailed">
      {courses.completed.map((course) => (
        <li key={course.title.da}>
          <span className="course-list__title">{course.title[lang]}</span>
          <span className="course-list__meta">
            {formatDate(course.date, lang)} · {credits(course.credits)} · {t('courses.teacher')}: {course.teacher[lang]}
          </span>
        </li>
      ))}
    </ul>
  );
}
