import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { scheduleKeys } from './keys';

/** DELETE /api/smartlabs/schedule/:id (admins) */
export function deleteEntry(id: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/smartlabs/schedule/${id}`, { method: 'DELETE' });
}

export function useDeleteEntry() {
  // A delete of an entry already gone changes the list too.
  return useRefreshingWrite(deleteEntry, () => [scheduleKeys.entries()], { after: 'settled' });
}
