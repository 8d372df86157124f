import { EVENT_LIMITS, type RegistrationPage } from '@atelier/contract/events';
import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRead } from '../../../lib/api-read';
import { eventKeys } from './keys';

export interface RegistrationsQuery {
  eventId: string;
  page: number;
  limit: number;
}

/** GET /api/event/by-event/{eventId}?limit=&page= (admin): one page of the registrations, newest first. */
const registrations = apiRead<RegistrationPage, [query: RegistrationsQuery]>({
  key: eventKeys.registrationPage,
  path: ({ eventId, page, limit }) => apiPath`/event/by-event/${eventId}?limit=${limit}&page=${page}`,
});

export const registrationsQueryOptions = registrations.options;

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
