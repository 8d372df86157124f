import type { Assignment } from '@atelier/contract/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** GET /api/assignment/all (admin): every assignment, its cover as a signed link. */
export function getAssignments(signal?: AbortSignal): Promise<Assignment[]> {
  return apiFetch<Assignment[]>('/assignment/all', { signal });
}

export const assignmentsQueryOptions = () =>
  queryOptions({
    queryKey: assignmentKeys.adminList(),
    queryFn: ({ signal }) => getAssignments(signal),
  });

export function useAssignments() {
  return useQuery(assignmentsQueryOptions());
}
