import type { ReviewBody } from '@atelier/contract/assignments';
import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assignmentKeys, enc } from './keys';

export interface ReviewRequest {
  submissionId: string;
  taskNumber: number;
  body: ReviewBody;
}

/** POST /api/assignment/review/{submissionId}/{taskNumber} (admin): accept, or request changes with a comment. */
export function reviewTask({ submissionId, taskNumber, body }: ReviewRequest): Promise<Message> {
  return apiFetch<Message>(`/assignment/review/${enc(submissionId)}/${taskNumber}`, {
    method: 'POST',
    body,
  });
}

export function useReviewTask(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.submissions(assignmentId) }),
  });
}
