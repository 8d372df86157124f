import type { Submission } from '@atelier/contract/assignments';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { apiPath, apiRead } from '../../../lib/api-read';
import { assignmentKeys } from './keys';
import { startAssignment } from './start-assignment';

/** GET /api/smartlabs/assignment/submission/{assignmentId}: the caller's submission; 404 before it is started. */
export function getSubmission(assignmentId: string, signal?: AbortSignal): Promise<Submission> {
  return apiFetch<Submission>(apiPath`/smartlabs/assignment/submission/${assignmentId}`, { signal });
}

/**
 * The caller's submission as the spec's task list loads it (spec-2 §4): when there is none yet (404),
 * the assignment is started and the submission loaded again.
 */
export async function loadOrStartSubmission(assignmentId: string, signal?: AbortSignal): Promise<Submission> {
  try {
    return await getSubmission(assignmentId, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  await startAssignment(assignmentId);
  return getSubmission(assignmentId, signal);
}

const submission = apiRead<Submission, [assignmentId: string]>({
  key: assignmentKeys.submission,
  load: ([assignmentId], signal) => loadOrStartSubmission(assignmentId, signal),
});

export const submissionQueryOptions = submission.options;
export const useSubmission = submission.use;
