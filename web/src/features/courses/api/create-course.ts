import type { CourseInput, CourseResponse } from '@atelier/contract/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** POST /api/courses/create */
export function createCourse(body: CourseInput): Promise<CourseResponse> {
  return apiFetch<CourseResponse>('/courses/create', { method: 'POST', body });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.list() }),
  });
}
