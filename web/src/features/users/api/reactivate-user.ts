import type { ManagedUserResponse } from '@atelier/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /api/users/{id}/reactivate: the user may sign in again. */
export function reactivateUser(id: string): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(`/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
