import type { ManagedUserResponse } from '@atelier/contract/users';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { userKeys } from './keys';

/** POST /api/users/{id}/deactivate: the server ends the user's sessions at once. */
export function deactivateUser(id: string): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(apiPath`/users/${id}/deactivate`, { method: 'POST' });
}

export function useDeactivateUser() {
  return useRefreshingWrite(deactivateUser, () => [userKeys.lists()]);
}
