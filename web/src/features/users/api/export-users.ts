import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const USERS_EXPORT_FILE_NAME = 'users.csv';

/** GET /api/users/export.csv: every user as CSV (made on the server, UTF-8 with a BOM for Excel). */
export function exportUsers(): Promise<Blob> {
  return apiDownload('/users/export.csv');
}

export function useExportUsers() {
  return useMutation({
    mutationFn: exportUsers,
    onSuccess: (blob) => saveFile(blob, USERS_EXPORT_FILE_NAME),
  });
}
