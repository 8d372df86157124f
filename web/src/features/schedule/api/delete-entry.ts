import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { scheduleKeys } from './keys';

/** DELETE /api/smartlabs/schedule/:id (admins) */
export function deleteEntry(id: string): Promise<Message> {
  return apiFetch<Message>(`/smartlabs/schedule/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    // A delete of an entry already gone changes the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.entries() }),
  });
}
