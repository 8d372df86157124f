import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

/** spec-2 §2: the CSV is named after the event id. */
export const exportFileName = (eventId: string) => `${eventId}.csv`;

/** GET /api/event/by-event/{eventId}/export.csv (admin): the event's registrations as CSV. */
export function exportRegistrations(eventId: string): Promise<Blob> {
  return apiDownload(`/event/by-event/${encodeURIComponent(eventId)}/export.csv`);
}

/** Hands the file to the browser's downloads, as a link with a download name would. */
function saveFile(blob: Blob, name: string): void {
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

export function useExportRegistrations() {
  return useMutation({
    mutationFn: exportRegistrations,
    onSuccess: (blob, eventId) => saveFile(blob, exportFileName(eventId)),
  });
}
