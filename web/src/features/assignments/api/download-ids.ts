import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { saveFile } from '../../../lib/save-file';
import type { TaskRef } from './remove-ids';

/** GET /api/assignment/{id}/tasks/{n}/ids (MODEL_API.ids): the IDS file, saved under the name it was sent with. */
export function useDownloadIds() {
  return useMutation({
    mutationFn: ({ assignmentId, taskNumber }: TaskRef & { name: string }) =>
      apiDownload(apiPath`/assignment/${assignmentId}/tasks/${taskNumber}/ids`),
    onSuccess: (blob, { name }) => saveFile(blob, name),
  });
}
