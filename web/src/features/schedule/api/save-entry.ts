import type { ScheduleBody, ScheduleSaved } from '@atelier/contract/schedule';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { scheduleKeys } from './keys';

/** POST /api/smartlabs/schedule (admins) */
export function createEntry(body: ScheduleBody): Promise<ScheduleSaved> {
  return apiFetch<ScheduleSaved>('/smartlabs/schedule', { method: 'POST', body });
}

/** PUT /api/smartlabs/schedule/:id (admins) */
export function updateEntry({ id, body }: { id: string; body: ScheduleBody }): Promise<ScheduleSaved> {
  return apiFetch<ScheduleSaved>(apiPath`/smartlabs/schedule/${id}`, { method: 'PUT', body });
}

/** Creates the entry, or replaces it when an id is given. */
export function useSaveEntry() {
  return useRefreshingWrite(
    ({ id, body }: { id: string | null; body: ScheduleBody }) =>
      id === null ? createEntry(body) : updateEntry({ id, body }),
    () => [scheduleKeys.entries()],
  );
}
