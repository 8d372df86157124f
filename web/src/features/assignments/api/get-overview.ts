import type { Assignment } from '@atelier/contract/assignments';
import { apiPath, apiRead } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

/** GET /api/smartlabs/assignment/{id}/overview: the assignment as a member reads it before starting. */
const overview = apiRead<Assignment, [assignmentId: string]>({
  key: assignmentKeys.overview,
  path: (assignmentId) => apiPath`/smartlabs/assignment/${assignmentId}/overview`,
});

export const overviewQueryOptions = overview.options;
export const useOverview = overview.use;
