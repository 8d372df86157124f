import type { UserSignIn } from '@atelier/contract/user-sign-in';
import { apiPath, apiRead } from '../../../lib/api-read';
import { userKeys } from './keys';

/** GET /api/users/{id}/sign-in: the user's two-factor and passkeys (admins only). */
const signIn = apiRead<UserSignIn, [id: string]>({
  key: userKeys.signIn,
  path: (id) => apiPath`/users/${id}/sign-in`,
});

export const userSignInQueryOptions = signIn.options;
export const useUserSignIn = signIn.use;
