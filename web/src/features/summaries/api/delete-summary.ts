import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** DELETE /api/smartlabs/session-summary/:id (admins) */
export function deleteSummary(id: string): Promise<Message> {
  return apiFetch<Message>(`/smartlabs/session-summary/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSummary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: summaryKeys.list() }),
  });
}
