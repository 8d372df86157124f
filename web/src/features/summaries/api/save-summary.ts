import type { SummaryBody, SummarySaved } from '@atelier/contract/summaries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** The key every summaries query starts with: a write refreshes the list and the pages. */

/** POST /api/smartlabs/session-summary (admins) */
export function addSummary(body: SummaryBody): Promise<SummarySaved> {
  return apiFetch<SummarySaved>('/smartlabs/session-summary', { method: 'POST', body });
}

/** PUT /api/smartlabs/session-summary/:id (admins) */
export function updateSummary({ id, body }: { id: string; body: SummaryBody }): Promise<SummarySaved> {
  return apiFetch<SummarySaved>(`/smartlabs/session-summary/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useAddSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSummary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.all }),
  });
}

export function useUpdateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSummary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.all }),
  });
}
