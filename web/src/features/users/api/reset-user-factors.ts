import type { ResetFactorsResponse } from '@atelier/contract/user-sign-in';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { userKeys } from './keys';

/** POST /api/users/{id}/reset-factors: a lost device; the user's factors and sessions go. */
export function resetUserFactors(id: string): Promise<ResetFactorsResponse> {
  return apiFetch<ResetFactorsResponse>(apiPath`/users/${id}/reset-factors`, { method: 'POST' });
}

export function useResetUserFactors() {
  return useRefreshingWrite(resetUserFactors, (id) => [userKeys.signIn(id)]);
}
