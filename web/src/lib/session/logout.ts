import type { Msg } from '@atelier/contract/common';
import { apiFetch } from '../api-client';

/** POST /api/auth/logout: ends the session on the server. */
export function logoutRequest(token: string): Promise<Msg> {
  return apiFetch<Msg>('/auth/logout', {
    method: 'POST',
    token,
    ignoreUnauthorized: true,
    signal: AbortSignal.timeout(5000),
  });
}
