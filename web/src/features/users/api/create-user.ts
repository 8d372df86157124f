import type { CreateUserBody, ManagedUserResponse } from '@atelier/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /api/users: creates the account and e-mails the invitation to choose a password. */
export function createUser(body: CreateUserBody): Promise<ManagedUserResponse> {
  return apiFetch<ManagedUserResponse>('/users', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
