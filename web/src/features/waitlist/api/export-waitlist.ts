import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** spec-1 §9: the export is saved as waitlist.csv. */
export const EXPORT_FILE_NAME = 'waitlist.csv';

/** GET /api/waitlist/export.csv: every entry as CSV (made on the server). */
export function exportWaitlist(): Promise<Blob> {
  return apiDownload('/waitlist/export.csv');
}

export function useExportWaitlist() {
  return useMutation({
    mutationFn: exportWaitlist,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}
