import type { Summary } from '@atelier/contract/summaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** GET /api/smartlabs/session-summary (smartLABS and admins): newest session first. */
export function getSummaries(signal?: AbortSignal): Promise<Summary[]> {
  return apiFetch<Summary[]>('/smartlabs/session-summary', { signal });
}

export const summariesQueryOptions = () =>
  queryOptions({
    queryKey: summaryKeys.list(),
    queryFn: ({ signal }) => getSummaries(signal),
  });

export function useSummaries() {
  return useQuery(summariesQueryOptions());
}
