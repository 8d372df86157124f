import type { TaskReview } from '@atelier/contract/reviews';
import { apiPath, apiRead } from '../../../../lib/api-read';
import { reviewKeys } from './review-keys';

/** GET /api/assignment/review/{submissionId}/{taskNumber}: every revision of the task with its files, and every pin. */
const taskReview = apiRead<TaskReview, [submissionId: string, taskNumber: number]>({
  key: reviewKeys.task,
  path: (submissionId, taskNumber) => apiPath`/assignment/review/${submissionId}/${taskNumber}`,
});

export const taskReviewQueryOptions = taskReview.options;
export const useTaskReview = taskReview.use;
