import type { SummaryBody, SummarySaved } from '@atelier/contract/summaries';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { summaryKeys } from './keys';

/** The key every summaries query starts with: a write refreshes the list and the pages. */

/** POST /api/smartlabs/session-summary (admins) */
export function addSummary(body: SummaryBody): Promise<SummarySaved> {
  return apiFetch<SummarySaved>('/smartlabs/session-summary', { method: 'POST', body });
}

/** PUT /api/smartlabs/session-summary/:id (admins) */
export function updateSummary({ id, body }: { id: string; body: SummaryBody }): Promise<SummarySaved> {
  return apiFetch<SummarySaved>(apiPath`/smartlabs/session-summary/${id}`, {
    method: 'PUT',
    body,
  });
}

export function useAddSummary() {
  return useRefreshingWrite(addSummary, () => [summaryKeys.all]);
}

export function useUpdateSummary() {
  return useRefreshingWrite(updateSummary, () => [summaryKeys.all]);
}
