import type { Summary } from '@atelier/contract/summaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** GET /api/smartlabs/session-summary/:id (smartLABS and admins) */
export function getSummary(id: string, signal?: AbortSignal): Promise<Summary> {
  return apiFetch<Summary>(`/smartlabs/session-summary/${encodeURIComponent(id)}`, { signal });
}

export const summaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: summaryKeys.one(id),
    queryFn: ({ signal }) => getSummary(id, signal),
  });

export function useSummary(id: string) {
  return useQuery(summaryQueryOptions(id));
}
