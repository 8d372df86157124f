import type { Role } from '@atelier/contract/roles';
import type { ManagedUserResponse } from '@atelier/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from './keys';

/** PATCH /api/users/{id}/role: the server ends the user's open sessions. */
export function changeUserRole({ id, role }: { id: string; role: Role }): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(`/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
