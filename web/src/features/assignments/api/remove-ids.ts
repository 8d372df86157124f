import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { assignmentKeys } from './keys';

export interface TaskRef {
  assignmentId: string;
  taskNumber: number;
}

/** DELETE /api/assignment/{id}/tasks/{n}/ids (MODEL_API.removeIds, admin); 404 when the task has none. */
export function removeIds({ assignmentId, taskNumber }: TaskRef) {
  return apiFetch<{ message: string }>(apiPath`/assignment/${assignmentId}/tasks/${taskNumber}/ids`, {
    method: 'DELETE',
  });
}

/** Refreshed after a refusal too: a 404 means someone else removed it. */
export function useRemoveIds() {
  return useRefreshingWrite(removeIds, () => [assignmentKeys.adminList()], { after: 'settled' });
}
