import type { LinkedIdentityList } from '@atelier/contract/oidc';
import { apiPath, apiRead } from '../../../lib/api-read';
import { userKeys } from './keys';

/** GET /api/users/{id}/identities: the user's sign-ins at schools' providers (admins only). */
const identities = apiRead<LinkedIdentityList, [userId: string]>({
  key: userKeys.identities,
  path: (userId) => apiPath`/users/${userId}/identities`,
});

export const identitiesQueryOptions = identities.options;
export const useLinkedIdentities = identities.use;
