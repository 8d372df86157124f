import type { LoginBody, LoginResponse } from '@atelier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/login */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/auth/login', { method: 'POST', body, token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
