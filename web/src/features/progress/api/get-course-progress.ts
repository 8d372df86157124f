import type { CourseProgressTable } from '@atelier/contract/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { progressKeys } from './keys';

/** GET /api/progress/course/{courseId}?page=: a page of the learners who opened a chapter. */
export function getCourseProgress(courseId: string, page: number, signal?: AbortSignal) {
  return apiFetch<CourseProgressTable>(`/progress/course/${encodeURIComponent(courseId)}?page=${page}`, {
    signal,
  });
}

export const courseProgressQueryOptions = (courseId: string, page: number) =>
  queryOptions({
    queryKey: progressKeys.course(courseId, page),
    queryFn: ({ signal }) => getCourseProgress(courseId, page, signal),
  });

export function useCourseProgress(courseId: string | undefined, page: number) {
  return useQuery({
    ...courseProgressQueryOptions(courseId ?? '', page),
    enabled: Boolean(courseId),
    // The previous page stays while the next loads; never another course's rows.
    placeholderData: (previous: CourseProgressTable | undefined) =>
      previous?.course._id === courseId ? previous : undefined,
  });
}
