import type { CourseProgressTable } from '@atelier/contract/progress';
import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRead } from '../../../lib/api-read';
import { progressKeys } from './keys';

/** GET /api/progress/course/{courseId}?page=: a page of the learners who opened a chapter. */
const courseProgress = apiRead<CourseProgressTable, [courseId: string, page: number]>({
  key: progressKeys.course,
  path: (courseId, page) => apiPath`/progress/course/${courseId}?page=${page}`,
});

export const courseProgressQueryOptions = courseProgress.options;

export function useCourseProgress(courseId: string | undefined, page: number) {
  return useQuery({
    ...courseProgressQueryOptions(courseId ?? '', page),
    enabled: Boolean(courseId),
    // The previous page stays while the next loads; never another course's rows.
    placeholderData: (previous: CourseProgressTable | undefined) =>
      previous?.course._id === courseId ? previous : undefined,
  });
}
