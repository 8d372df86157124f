import type { CourseInput, CourseResponse } from '@atelier/contract/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { courseQueryOptions } from './get-course';
import { courseKeys } from './keys';

/** PUT /api/courses/{id} with the whole course. */
export function updateCourse(id: string, body: CourseInput): Promise<CourseResponse> {
  return apiFetch<CourseResponse>(apiPath`/courses/${id}`, { method: 'PUT', body });
}

export function useUpdateCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseInput) => updateCourse(id, body),
    onSuccess: ({ course }) => {
      queryClient.setQueryData(courseQueryOptions(id).queryKey, course);
      return queryClient.invalidateQueries({ queryKey: courseKeys.list() });
    },
  });
}
