import type { CourseSummary } from '@atelier/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/courses: every course as a card (no chapters). */
export function getCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  return apiFetch<CourseSummary[]>('/courses', { signal });
}

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'list'],
    queryFn: ({ signal }) => getCourses(signal),
  });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
