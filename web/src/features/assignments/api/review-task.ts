import type { ReviewBody } from '@atelier/contract/assignments';
import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { assignmentKeys } from './keys';

export interface ReviewRequest {
  submissionId: string;
  taskNumber: number;
  body: ReviewBody;
}

/** POST /api/assignment/review/{submissionId}/{taskNumber} (admin): accept, or request changes with a comment. */
export function reviewTask({ submissionId, taskNumber, body }: ReviewRequest): Promise<Message> {
  return apiFetch<Message>(apiPath`/assignment/review/${submissionId}/${taskNumber}`, {
    method: 'POST',
    body,
  });
}

export function useReviewTask(assignmentId: string) {
  return useRefreshingWrite(reviewTask, () => [assignmentKeys.submissions(assignmentId)], {
    after: 'settled',
  });
}
