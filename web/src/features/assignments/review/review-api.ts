import type { ReviewBody } from '@atelier/contract/assignments';
import type { ModelDiff } from '@atelier/contract/models';
import type { CreateModelPinBody, CreatePinBody, TaskReview } from '@atelier/contract/reviews';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { apiPath, apiRead } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { saveFile } from '../../../lib/save-file';
import { assignmentKeys } from '../api/keys';

/** Which task's review: the submission and the task's number. */
export interface ReviewTarget {
  submissionId: string;
  taskNumber: number;
}

const review = apiRead<TaskReview, [submissionId: string, taskNumber: number]>({
  key: assignmentKeys.review,
  path: (submissionId, taskNumber) => apiPath`/assignment/review/${submissionId}/${taskNumber}`,
});

/** GET /api/assignment/review/{submissionId}/{taskNumber}: every revision with its files, and every pin. */
export const reviewQueryOptions = review.options;
export const useTaskReview = review.use;

const stale = ({ submissionId, taskNumber }: ReviewTarget) => [
  assignmentKeys.review(submissionId, taskNumber),
];

/** POST …/pins (admin): a pin with its first comment on the current revision's file. */
export function useAddPin(target: ReviewTarget) {
  return useRefreshingWrite(
    (body: CreatePinBody) =>
      apiFetch(apiPath`/assignment/review/${target.submissionId}/${target.taskNumber}/pins`, {
        method: 'POST',
        body,
      }),
    () => stale(target),
  );
}

/** POST …/model-pins (admin): a pin on an element of the current revision's model, with its viewpoint and snapshot. */
export function useAddModelPin(target: ReviewTarget) {
  return useRefreshingWrite(
    (body: CreateModelPinBody) =>
      apiFetch(apiPath`/assignment/review/${target.submissionId}/${target.taskNumber}/model-pins`, {
        method: 'POST',
        body,
      }),
    () => stale(target),
  );
}

const modelDiff = apiRead<ModelDiff, [target: ReviewTarget, from: number, to: number]>({
  // Under the review's key: a change to the review refreshes it too.
  key: ({ submissionId, taskNumber }, from, to) => [
    ...assignmentKeys.review(submissionId, taskNumber),
    'model-diff',
    from,
    to,
  ],
  path: ({ submissionId, taskNumber }, from, to) =>
    apiPath`/assignment/review/${submissionId}/${taskNumber}/model-diff?from=${from}&to=${to}`,
});

/** GET …/model-diff?from=&to=: what changed between two revisions' models, and both IDS reports. */
export const useModelDiff = modelDiff.use;

/** POST /api/assignment/pins/{pinId}/comments | resolve | reopen: a reply, or the pin's state. */
export function usePinAction(target: ReviewTarget) {
  return useRefreshingWrite(
    ({ pinId, action, body }: { pinId: string; action: 'comments' | 'resolve' | 'reopen'; body?: object }) =>
      apiFetch(apiPath`/assignment/pins/${pinId}/${action}`, { method: 'POST', body: body ?? {} }),
    () => stale(target),
    { after: 'settled' },
  );
}

/** The decision (accept, or request changes), refreshing the review and the admin's overview. */
export function useDecide(target: ReviewTarget & { assignmentId: string }) {
  return useRefreshingWrite(
    (body: ReviewBody) =>
      apiFetch(apiPath`/assignment/review/${target.submissionId}/${target.taskNumber}`, {
        method: 'POST',
        body,
      }),
    () => [...stale(target), assignmentKeys.submissions(target.assignmentId)],
    { after: 'settled' },
  );
}

/** A file under /api fetched with the session's token and handed to the browser's downloads. */
function useDownload(path: string, fileName: string) {
  return useMutation({
    mutationFn: () => apiDownload(path),
    onSuccess: (blob) => saveFile(blob, fileName),
  });
}

/** GET /api/assignment/submission/{submissionId}/review.pdf: the whole review as one PDF, saved. */
export const useDownloadRecord = (submissionId: string, fileName: string) =>
  useDownload(apiPath`/assignment/submission/${submissionId}/review.pdf`, fileName);

/** GET …/review.bcfzip: the task's pins on models as BCF 2.1, for the student's BIM tool. */
export const useDownloadBcf = ({ submissionId, taskNumber }: ReviewTarget, fileName: string) =>
  useDownload(apiPath`/assignment/review/${submissionId}/${taskNumber}/review.bcfzip`, fileName);
