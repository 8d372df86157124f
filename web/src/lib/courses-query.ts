import type { CourseSummary } from '@atelier/contract/courses';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

// Used by courses (the lists) and explore (the news), and features do not import each other: so in lib.

/** GET /api/courses: every course as a card (no chapters), oldest first. */
export function getCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  return apiFetch<CourseSummary[]>('/courses', { signal });
}

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'list'],
    queryFn: ({ signal }) => getCourses(signal),
  });
