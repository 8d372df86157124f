import type { SubmissionsOverview } from '@atelier/contract/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assignmentKeys, enc } from './keys';

/** GET /api/assignment/{id}/submissions (admin): the assignment and every member's progress and images. */
export function getSubmissions(assignmentId: string, signal?: AbortSignal): Promise<SubmissionsOverview> {
  return apiFetch<SubmissionsOverview>(`/assignment/${enc(assignmentId)}/submissions`, { signal });
}

export const submissionsQueryOptions = (assignmentId: string) =>
  queryOptions({
    queryKey: assignmentKeys.submissions(assignmentId),
    queryFn: ({ signal }) => getSubmissions(assignmentId, signal),
  });

export function useSubmissions(assignmentId: string) {
  return useQuery(submissionsQueryOptions(assignmentId));
}
