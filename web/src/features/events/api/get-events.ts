import type { EventMeta } from '@atelier/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** GET /api/event-meta/all (public): every event, newest first. */
export function getEvents(signal?: AbortSignal): Promise<EventMeta[]> {
  return apiFetch<EventMeta[]>('/event-meta/all', { signal, token: null });
}

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    queryFn: ({ signal }) => getEvents(signal),
  });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
