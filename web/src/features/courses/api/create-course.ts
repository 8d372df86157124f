import type { CourseInput, CourseResponse } from '@atelier/contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
import { courseKeys } from './keys';

/** POST /api/courses/create */
export function createCourse(body: CourseInput): Promise<CourseResponse> {
  return apiFetch<CourseResponse>('/courses/create', { method: 'POST', body });
}

export function useCreateCourse() {
  return useRefreshingWrite(createCourse, () => [courseKeys.list()]);
}
