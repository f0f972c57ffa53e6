/** Ids of page sections that another page links to (/om/#about-courses): one name for both ends. */
export const sectionIds = { aboutCourses: 'about-courses' } as const;
