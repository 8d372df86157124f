import type { EventMetaBody } from '@atelier/contract/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** POST /api/event-meta/create (admin): answers 201 with a message, 409 when the id is taken. */
export function createEvent(body: EventMetaBody): Promise<{ message?: string }> {
  return apiFetch<{ message?: string }>('/event-meta/create', { method: 'POST', body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
