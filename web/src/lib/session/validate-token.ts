import type { UserResponse } from '@atelier/contract/auth';
import { apiFetch } from '../api-client';

/** GET /api/auth/validate-token: the session's user, or an ApiError (401) for a dead token. */
export function validateToken(token: string, signal?: AbortSignal): Promise<UserResponse> {
  // The bootstrap ends the session itself on failure, silently.
  return apiFetch<UserResponse>('/auth/validate-token', { token, signal, ignoreUnauthorized: true });
}
