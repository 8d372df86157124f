import type { EventMetaBody } from '@atelier/contract/events';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
import { eventKeys } from './keys';

/** POST /api/event-meta/create (admin): answers 201 with a message, 409 when the id is taken. */
export function createEvent(body: EventMetaBody): Promise<{ message?: string }> {
  return apiFetch<{ message?: string }>('/event-meta/create', { method: 'POST', body });
}

export function useCreateEvent() {
  return useRefreshingWrite(createEvent, () => [eventKeys.list()]);
}
