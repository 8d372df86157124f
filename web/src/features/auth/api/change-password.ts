import type { ChangePasswordBody } from '@atelier/contract/auth';
import type { Msg } from '@atelier/contract/common';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/change-password: on success the server ends every session of the user. */
export function changePassword(body: ChangePasswordBody): Promise<Msg> {
  // A 401 here is the end of a session that was already over; the success path logs out anyway.
  return apiFetch<Msg>('/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
