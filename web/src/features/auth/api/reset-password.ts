import type { Msg } from '@atelier/contract/common';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export function resetPassword(body: { token: string; newPassword: string }): Promise<Msg> {
  return apiFetch<Msg>('/auth/reset-password', { method: 'POST', body, token: null });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
