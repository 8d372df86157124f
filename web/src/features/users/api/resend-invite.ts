import type { ManagedUserResponse } from '@atelier/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /api/users/{id}/resend-invite: a new set-password link for a user who has not chosen a password yet. */
export function resendInvite(id: string): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(`/users/${encodeURIComponent(id)}/resend-invite`, { method: 'POST' });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
