import type { CreatePinBody, Pin } from '@atelier/contract/reviews';
import { apiFetch } from '../../../../lib/api-client';
import { apiPath } from '../../../../lib/api-read';
import { useRefreshingWrite } from '../../../../lib/api-write';
import { reviewKeys } from './review-keys';

/** What a pin write answers: its message and the pin as it now is. */
export interface PinAnswer {
  message: string;
  pin: Pin;
}

/** The task a write changes: its review is read again once the write is answered. */
export interface ReviewTarget {
  submissionId: string;
  taskNumber: number;
}

/** POST /api/assignment/review/{submissionId}/{taskNumber}/pins (admin): a pin with its first comment. */
export function addPin({ submissionId, taskNumber, body }: ReviewTarget & { body: CreatePinBody }) {
  return apiFetch<PinAnswer>(apiPath`/assignment/review/${submissionId}/${taskNumber}/pins`, {
    method: 'POST',
    body,
  });
}

/** The writes on one pin, by the last segment of their path (POST /api/assignment/pins/{pinId}/…). */
const PIN_ACTIONS = { reply: 'comments', resolve: 'resolve', reopen: 'reopen' } as const;
export type PinAction = keyof typeof PIN_ACTIONS;

export interface PinWrite {
  action: PinAction;
  pinId: string;
  /** reply: `{ comment }`; resolve: `{ note }` (may be empty); reopen: nothing. */
  body?: { comment: string } | { note: string };
}

export function writePin({ action, pinId, body }: PinWrite) {
  return apiFetch<PinAnswer>(apiPath`/assignment/pins/${pinId}/${PIN_ACTIONS[action]}`, {
    method: 'POST',
    body: body ?? {},
  });
}

export function useAddPin(target: ReviewTarget) {
  return useRefreshingWrite(
    (body: CreatePinBody) => addPin({ ...target, body }),
    () => [reviewKeys.task(target.submissionId, target.taskNumber)],
  );
}

/** Reply, resolve or reopen; a refusal (resolved meanwhile by someone else) refreshes the threads too. */
export function usePinWrite(target: ReviewTarget) {
  return useRefreshingWrite(writePin, () => [reviewKeys.task(target.submissionId, target.taskNumber)], {
    after: 'settled',
  });
}
