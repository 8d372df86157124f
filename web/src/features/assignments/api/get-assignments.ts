import type { Assignment } from '@atelier/contract/assignments';
import { apiRead } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

/** GET /api/assignment/all (admin): every assignment, its cover as a signed link. */
const assignments = apiRead<Assignment[]>({
  key: assignmentKeys.adminList,
  path: () => '/assignment/all',
});

export const assignmentsQueryOptions = assignments.options;
export const useAssignments = assignments.use;
