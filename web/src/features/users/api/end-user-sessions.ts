import type { EndUserSessionsResponse } from '@atelier/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';

/** POST /api/users/{id}/sessions/end: signs the user out everywhere; answers how many sessions ended. */
export function endUserSessions(id: string): Promise<EndUserSessionsResponse> {
  return apiFetch<EndUserSessionsResponse>(apiPath`/users/${id}/sessions/end`, {
    method: 'POST',
  });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
