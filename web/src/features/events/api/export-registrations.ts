import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { apiPath } from '../../../lib/api-read';

/** spec-2 §2: the CSV is named after the event id. */
export const exportFileName = (eventId: string) => `${eventId}.csv`;

/** GET /api/event/by-event/{eventId}/export.csv (admin): the event's registrations as CSV. */
export function exportRegistrations(eventId: string): Promise<Blob> {
  return apiDownload(apiPath`/event/by-event/${eventId}/export.csv`);
}

export function useExportRegistrations() {
  return useMutation({
    mutationFn: exportRegistrations,
    onSuccess: (blob, eventId) => saveFile(blob, exportFileName(eventId)),
  });
}
