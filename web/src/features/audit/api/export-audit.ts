import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { auditSearch } from './get-audit-log';
import type { AuditFilterValues } from './keys';

export const AUDIT_FILE_NAME = 'audit.csv';

/** GET /api/admin/audit.csv?…: the filtered log as CSV (made on the server, oldest first). */
export function exportAudit(filters: AuditFilterValues): Promise<Blob> {
  const search = auditSearch(filters);
  return apiDownload(`/admin/audit.csv${search ? `?${search}` : ''}`);
}

export function useExportAudit() {
  return useMutation({
    mutationFn: exportAudit,
    onSuccess: (blob) => saveFile(blob, AUDIT_FILE_NAME),
  });
}
