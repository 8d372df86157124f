import type { ManagedUserResponse } from '@atelier/contract/users';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { userKeys } from './keys';

/** POST /api/users/{id}/resend-invite: a new set-password link for a user who has not chosen a password yet. */
export function resendInvite(id: string): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(apiPath`/users/${id}/resend-invite`, { method: 'POST' });
}

export function useResendInvite() {
  return useRefreshingWrite(resendInvite, () => [userKeys.lists()]);
}
