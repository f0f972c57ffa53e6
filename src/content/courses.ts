export { courses } from '@generated/courses';
