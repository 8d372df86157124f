import type { ManagedUserResponse } from '@atelier/contract/users';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { userKeys } from './keys';

/** POST /api/users/{id}/reactivate: the user may sign in again. */
export function reactivateUser(id: string): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(apiPath`/users/${id}/reactivate`, { method: 'POST' });
}

export function useReactivateUser() {
  return useRefreshingWrite(reactivateUser, () => [userKeys.lists()]);
}
