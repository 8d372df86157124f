import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assignmentKeys, enc } from './keys';

export interface LockToggled {
  message: string;
  isLocked: boolean;
}

/** PATCH /api/assignment/toggle-lock/{id} (admin): locks an unlocked assignment and the other way round. */
export function toggleLock(assignmentId: string): Promise<LockToggled> {
  return apiFetch<LockToggled>(`/assignment/toggle-lock/${enc(assignmentId)}`, { method: 'PATCH' });
}

export function useToggleLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
