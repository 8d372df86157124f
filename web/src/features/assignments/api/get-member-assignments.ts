import type { MemberAssignment } from '@atelier/contract/assignments';
import { apiRead } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

/** GET /api/smartlabs/assignment/all: every assignment with the caller's progress (the token says who). */
const memberAssignments = apiRead<MemberAssignment[]>({
  key: assignmentKeys.memberList,
  path: () => '/smartlabs/assignment/all',
});

export const memberAssignmentsQueryOptions = memberAssignments.options;
export const useMemberAssignments = memberAssignments.use;
