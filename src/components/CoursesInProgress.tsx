import { useLanguage } from '@/i18n/LanguageContext';
import { useData } from '@/content/ContentStore';

/** The courses still under way, one note each. */
export function CoursesInProgress() {
  const { t, lang } = useLanguage();
  const courses = useData('courses');
  return (
    <>
      {courses.inProgress.map((course) => (
        <p key={course.title.da} className="course-progress">
          {t('courses.inProgress', { title: course.title[lang] })}
        </p>
      ))}
    </>
  );
}
