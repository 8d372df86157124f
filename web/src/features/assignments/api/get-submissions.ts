import type { SubmissionsOverview } from '@atelier/contract/assignments';
import { apiPath, apiRead } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

/** GET /api/assignment/{id}/submissions (admin): the assignment and every member's progress and images. */
const submissions = apiRead<SubmissionsOverview, [assignmentId: string]>({
  key: assignmentKeys.submissions,
  path: (assignmentId) => apiPath`/assignment/${assignmentId}/submissions`,
});

export const submissionsQueryOptions = submissions.options;
export const useSubmissions = submissions.use;
