import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

/** spec-1 §9: the export is saved as waitlist.csv. */
export const EXPORT_FILE_NAME = 'waitlist.csv';

/** GET /api/waitlist/export.csv: every entry as CSV (made on the server). */
export function exportWaitlist(): Promise<Blob> {
  return apiDownload('/waitlist/export.csv');
}

/** Hands the file to the browser's downloads, as a link with a download name would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportWaitlist() {
  return useMutation({
    mutationFn: exportWaitlist,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}
