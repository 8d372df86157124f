import type { MemberAssignment } from '@atelier/contract/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** GET /api/smartlabs/assignment/all: every assignment with the caller's progress (the token says who). */
export function getMemberAssignments(signal?: AbortSignal): Promise<MemberAssignment[]> {
  return apiFetch<MemberAssignment[]>('/smartlabs/assignment/all', { signal });
}

export const memberAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: assignmentKeys.memberList(),
    queryFn: ({ signal }) => getMemberAssignments(signal),
  });

export function useMemberAssignments() {
  return useQuery(memberAssignmentsQueryOptions());
}
