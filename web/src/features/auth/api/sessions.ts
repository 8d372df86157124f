import type { ActiveSessionList, EndSessionsResponse } from '@atelier/contract/auth';
import type { Msg } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiRead } from '../../../lib/api-read';
import { authKeys } from './keys';

/** GET /api/auth/sessions: the caller's own signed-in sessions, the current one marked. */
const activeSessions = apiRead<ActiveSessionList>({ key: authKeys.sessions, path: () => '/auth/sessions' });

export const activeSessionsQueryOptions = activeSessions.options;
export const useActiveSessions = activeSessions.use;

/** DELETE /api/auth/sessions/{id}: ends one of the caller's sessions (the current one signs out). */
export function endSession(id: string): Promise<Msg> {
  return apiFetch<Msg>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}

/** POST /api/auth/sessions/end-others: signs out every other device. */
export function endOtherSessions(): Promise<EndSessionsResponse> {
  return apiFetch<EndSessionsResponse>('/auth/sessions/end-others', { method: 'POST' });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
