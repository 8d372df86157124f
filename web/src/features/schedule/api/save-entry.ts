import type { ScheduleBody, ScheduleSaved } from '@atelier/contract/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { scheduleKeys } from './keys';

/** POST /api/smartlabs/schedule (admins) */
export function createEntry(body: ScheduleBody): Promise<ScheduleSaved> {
  return apiFetch<ScheduleSaved>('/smartlabs/schedule', { method: 'POST', body });
}

/** PUT /api/smartlabs/schedule/:id (admins) */
export function updateEntry({ id, body }: { id: string; body: ScheduleBody }): Promise<ScheduleSaved> {
  return apiFetch<ScheduleSaved>(`/smartlabs/schedule/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Creates the entry, or replaces it when an id is given. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ScheduleBody }) =>
      id === null ? createEntry(body) : updateEntry({ id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.entries() }),
  });
}
