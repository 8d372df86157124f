import type { Msg } from '@atelier/contract/common';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same message, whether the account exists or not. */
export function forgotPassword(body: { email: string }): Promise<Msg> {
  return apiFetch<Msg>('/auth/forgot-password', { method: 'POST', body, token: null });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
