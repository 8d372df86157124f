import type { LoginBody, SignInResult } from '@atelier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/login: a session, or the next step of the sign-in (a second factor, or its set-up). */
export function login(body: LoginBody): Promise<SignInResult> {
  return apiFetch<SignInResult>('/auth/login', { method: 'POST', body, token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
