import type { UpdateProfileBody, UserResponse } from '@atelier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/auth/update/{userId} */
export function updateProfile(userId: string, body: UpdateProfileBody): Promise<UserResponse> {
  return apiFetch<UserResponse>(`/auth/update/${encodeURIComponent(userId)}`, { method: 'PUT', body });
}

export function useUpdateProfile(userId: string) {
  return useMutation({ mutationFn: (body: UpdateProfileBody) => updateProfile(userId, body) });
}
