import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { courseQueryOptions } from './get-course';
import { coursesQueryOptions } from './get-courses';

/** DELETE /api/courses/{id} */
export function deleteCourse(id: string): Promise<Message> {
  return apiFetch<Message>(`/courses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: courseQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: coursesQueryOptions().queryKey });
    },
  });
}
