import type { Submission } from '@atelier/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

export interface TaskSubmitted {
  message: string;
  msg: string;
  submission: Submission;
}

export interface SubmitTaskRequest {
  submissionId: string;
  taskNumber: number;
  files: readonly File[];
  /** A model task (issue 28): the checked model, sent instead of files. */
  modelId?: string;
}

/**
 * POST /api/smartlabs/assignment/submit/{submissionId}/{taskNumber}, multipart: the images as parts
 * named `files` (a model task: the text part `modelId` instead) and `uploadToDrive` = 'true' (the member
 * ticked the OneDrive box). A refusal's reason is in `msg`.
 */
export function submitTask({
  submissionId,
  taskNumber,
  files,
  modelId,
}: SubmitTaskRequest): Promise<TaskSubmitted> {
  const form = new FormData();
  form.append('uploadToDrive', 'true');
  if (modelId) form.append('modelId', modelId);
  for (const file of files) form.append('files', file, file.name);
  return apiFetch<TaskSubmitted>(apiPath`/smartlabs/assignment/submit/${submissionId}/${taskNumber}`, {
    method: 'POST',
    body: form,
  });
}

export function useSubmitTask(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTask,
    onSuccess: ({ submission }) => {
      queryClient.setQueryData(assignmentKeys.submission(assignmentId), submission);
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.memberList() });
    },
  });
}
