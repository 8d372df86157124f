import type { Role } from '@atelier/contract/roles';
import type { ManagedUserResponse } from '@atelier/contract/users';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { userKeys } from './keys';

/** PATCH /api/users/{id}/role: the server ends the user's open sessions. */
export function changeUserRole({ id, role }: { id: string; role: Role }): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>(apiPath`/users/${id}/role`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useChangeUserRole() {
  return useRefreshingWrite(changeUserRole, () => [userKeys.lists()]);
}
