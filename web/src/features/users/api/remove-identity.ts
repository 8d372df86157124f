import type { Msg } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { userKeys } from './keys';

interface RemoveIdentity {
  userId: string;
  identityId: string;
}

/** DELETE /api/users/{id}/identities/{identityId}: unlinks a sign-in at a school's provider. */
export function removeIdentity({ userId, identityId }: RemoveIdentity): Promise<Msg> {
  return apiFetch<Msg>(apiPath`/users/${userId}/identities/${identityId}`, { method: 'DELETE' });
}

export function useRemoveIdentity() {
  return useRefreshingWrite(removeIdentity, ({ userId }) => [userKeys.identities(userId)], {
    after: 'settled',
  });
}
