import type { ModelCheck } from '@atelier/contract/models';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

export interface UploadModelRequest {
  submissionId: string;
  taskNumber: number;
  file: File;
}

/** POST /api/assignment/submission/{submissionId}/task/{n}/models (MODEL_API.upload), multipart part `model`: 202, queued. */
export function uploadModel({ submissionId, taskNumber, file }: UploadModelRequest) {
  const form = new FormData();
  form.append('model', file, file.name);
  return apiFetch<{ message: string; model: ModelCheck }>(
    apiPath`/assignment/submission/${submissionId}/task/${taskNumber}/models`,
    { method: 'POST', body: form },
  );
}

/** The uploaded model becomes the task's draft: cached as it was answered, so its polling starts from there. */
export function useUploadModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadModel,
    onSuccess: ({ model }, { submissionId, taskNumber }) => {
      queryClient.setQueryData(assignmentKeys.model(model.id), model);
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.taskModels(submissionId, taskNumber) });
    },
  });
}
