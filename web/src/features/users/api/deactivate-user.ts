import type { ManagedUserResponse } from '@atelier/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /api/users/{id}/deactivate: the server ends the user's sessions at once. */
export function deactivateUser(id: string): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(`/users/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
