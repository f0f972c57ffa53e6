import { useLanguage } from '@/i18n/LanguageContext';
import { courses } from '@/content/courses';

/** The courses still under way, one note each. */
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
