import type { ActiveSessionList, EndSessionsResponse } from '@atelier/contract/auth';
import type { Msg } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiRead } from '../../../lib/api-read';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { authKeys } from './keys';

/** GET /api/auth/sessions: the caller's own signed-in sessions, the current one marked. */
const activeSessions = apiRead<ActiveSessionList>({ key: authKeys.sessions, path: () => '/auth/sessions' });

export const activeSessionsQueryOptions = activeSessions.options;
export const useActiveSessions = activeSessions.use;

/** DELETE /api/auth/sessions/{id}: ends one of the caller's sessions (the current one signs out). */
export function endSession(id: string): Promise<Msg> {
  return apiFetch<Msg>(apiPath`/auth/sessions/${id}`, { method: 'DELETE' });
}

export function useEndSession() {
  return useRefreshingWrite(endSession, () => [authKeys.sessions()], { after: 'settled' });
}

/** POST /api/auth/sessions/end-others: signs out every other device. */
export function endOtherSessions(): Promise<EndSessionsResponse> {
  return apiFetch<EndSessionsResponse>('/auth/sessions/end-others', { method: 'POST' });
}

export function useEndOtherSessions() {
  return useRefreshingWrite(endOtherSessions, () => [authKeys.sessions()], { after: 'settled' });
}
