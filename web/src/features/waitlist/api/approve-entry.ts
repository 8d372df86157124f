import type { ApproveResponse } from '@atelier/contract/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { waitlistKeys } from './keys';

/** POST /api/waitlist/approve/{id}: creates the student account and e-mails the invitation. */
export function approveEntry(id: string): Promise<ApproveResponse> {
  return apiFetch<ApproveResponse>(`/waitlist/approve/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function useApproveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.lists() }),
  });
}
