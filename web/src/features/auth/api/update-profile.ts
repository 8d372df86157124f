import type { UpdateProfileBody, UserResponse } from '@atelier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';

/** PUT /api/auth/update/{userId} */
export function updateProfile(userId: string, body: UpdateProfileBody): Promise<UserResponse> {
  return apiFetch<UserResponse>(apiPath`/auth/update/${userId}`, { method: 'PUT', body });
}

export function useUpdateProfile(userId: string) {
  return useMutation({ mutationFn: (body: UpdateProfileBody) => updateProfile(userId, body) });
}
