import type { TaskIds } from '@atelier/contract/models';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { assignmentKeys } from './keys';

export interface AttachIdsRequest {
  assignmentId: string;
  taskNumber: number;
  file: File;
  requirePass: boolean;
}

/** PUT /api/assignment/{id}/tasks/{n}/ids (MODEL_API.attachIds, admin), multipart `ids` + `requirePass`: attaches or replaces. */
export function attachIds({ assignmentId, taskNumber, file, requirePass }: AttachIdsRequest) {
  const form = new FormData();
  form.append('requirePass', String(requirePass));
  form.append('ids', file, file.name);
  return apiFetch<{ message: string; ids: TaskIds }>(
    apiPath`/assignment/${assignmentId}/tasks/${taskNumber}/ids`,
    {
      method: 'PUT',
      body: form,
    },
  );
}

/** The admin's list holds each task's IDS: it is read again. */
export function useAttachIds() {
  return useRefreshingWrite(attachIds, () => [assignmentKeys.adminList()]);
}
