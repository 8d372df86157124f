import type { Course } from '@atelier/contract/courses';
import { apiPath, apiRead } from '../../../lib/api-read';
import { courseKeys } from './keys';

/** GET /api/courses/{id}: one course with its sections and chapters (403 for a student when locked). */
const course = apiRead<Course, [id: string]>({
  key: courseKeys.detail,
  path: (id) => apiPath`/courses/${id}`,
});

export const courseQueryOptions = course.options;
export const useCourse = course.use;
