import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { courseKeys } from './keys';

/** DELETE /api/courses/{id} */
export function deleteCourse(id: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: courseKeys.list() });
    },
  });
}
