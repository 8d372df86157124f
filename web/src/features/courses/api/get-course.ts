import type { Course } from '@atelier/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** GET /api/courses/{id}: one course with its sections and chapters (403 for a student when locked). */
export function getCourse(id: string, signal?: AbortSignal): Promise<Course> {
  return apiFetch<Course>(`/courses/${encodeURIComponent(id)}`, { signal });
}

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => getCourse(id, signal),
  });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}
