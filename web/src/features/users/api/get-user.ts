import type { ManagedUser } from '@atelier/contract/users';
import { apiPath, apiRead } from '../../../lib/api-read';
import { userKeys } from './keys';

/** GET /api/users/{id}: one user, for their page in user management (admins only). */
const user = apiRead<ManagedUser, [id: string]>({
  key: userKeys.detail,
  path: (id) => apiPath`/users/${id}`,
});

export const userQueryOptions = user.options;
export const useUser = user.use;
