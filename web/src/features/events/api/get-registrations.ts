import { EVENT_LIMITS, type RegistrationPage } from '@atelier/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { eventKeys } from './keys';

export interface RegistrationsQuery {
  eventId: string;
  page: number;
  limit: number;
}

/** GET /api/event/by-event/{eventId}?limit=&page= (admin): one page of the registrations, newest first. */
export function getRegistrations(
  { eventId, page, limit }: RegistrationsQuery,
  signal?: AbortSignal,
): Promise<RegistrationPage> {
  const params = new URLSearchParams({ limit: String(limit), page: String(page) });
  return apiFetch<RegistrationPage>(`/event/by-event/${encodeURIComponent(eventId)}?${params.toString()}`, {
    signal,
  });
}

export const registrationsQueryOptions = (query: RegistrationsQuery) =>
  queryOptions({
    queryKey: eventKeys.registrationPage(query),
    queryFn: ({ signal }) => getRegistrations(query, signal),
  });

/**
 * spec-2 §9: the table refreshes itself every 10 s (the server answers 304 while nothing changed).
 * It keeps the page it shows while the next page of the same event loads, never another event's.
 */
export function useRegistrations(query: RegistrationsQuery) {
  return useQuery({
    ...registrationsQueryOptions(query),
    refetchInterval: EVENT_LIMITS.refreshMs,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === query.eventId ? previous : undefined,
  });
}
