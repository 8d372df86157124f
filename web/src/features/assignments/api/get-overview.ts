import type { Assignment } from '@atelier/contract/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assignmentKeys, enc } from './keys';

/** GET /api/smartlabs/assignment/{id}/overview: the assignment as a member reads it before starting. */
export function getOverview(assignmentId: string, signal?: AbortSignal): Promise<Assignment> {
  return apiFetch<Assignment>(`/smartlabs/assignment/${enc(assignmentId)}/overview`, { signal });
}

export const overviewQueryOptions = (assignmentId: string) =>
  queryOptions({
    queryKey: assignmentKeys.overview(assignmentId),
    queryFn: ({ signal }) => getOverview(assignmentId, signal),
  });

export function useOverview(assignmentId: string) {
  return useQuery(overviewQueryOptions(assignmentId));
}
