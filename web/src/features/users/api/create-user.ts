import type { CreateUserBody, ManagedUserResponse } from '@atelier/contract/users';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
import { userKeys } from './keys';

/** POST /api/users: creates the account and e-mails the invitation to choose a password. */
export function createUser(body: CreateUserBody): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>('/users', { method: 'POST', body });
}

export function useCreateUser() {
  return useRefreshingWrite(createUser, () => [userKeys.lists()]);
}
