import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { summaryKeys } from './keys';

/** DELETE /api/smartlabs/session-summary/:id (admins) */
export function deleteSummary(id: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/smartlabs/session-summary/${id}`, { method: 'DELETE' });
}

export function useDeleteSummary() {
  return useRefreshingWrite(deleteSummary, () => [summaryKeys.list()], { after: 'settled' });
}
