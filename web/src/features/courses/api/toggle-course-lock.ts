import type { LockToggleResponse } from '@atelier/contract/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** PATCH /api/courses/{id}/lock-toggle: answers the new state. */
export function toggleCourseLock(id: string): Promise<LockToggleResponse> {
  return apiFetch<LockToggleResponse>(`/courses/${encodeURIComponent(id)}/lock-toggle`, { method: 'PATCH' });
}

export function useToggleCourseLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCourseLock,
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.list() }),
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(id) }),
      ]),
  });
}
