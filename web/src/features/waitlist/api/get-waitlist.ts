import { WAITLIST_LIMITS, type WaitlistPage } from '@atelier/contract/waitlist';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { waitlistKeys } from './keys';

/** spec-1 §9: the admins' list is polled every 2 seconds (the server answers 304 while nothing changed). */
export const WAITLIST_POLL_MS = 2000;

export interface WaitlistQuery {
  q: string;
  page: number;
}

/** GET /api/waitlist/all?q=&page=&limit= (`pageQuery`): one page of the entries, searched on the server. */
export function getWaitlist({ q, page }: WaitlistQuery, signal?: AbortSignal): Promise<WaitlistPage> {
  const params = new URLSearchParams({ q, page: String(page), limit: String(WAITLIST_LIMITS.pageSize) });
  return apiFetch<WaitlistPage>(`/waitlist/all?${params.toString()}`, { signal });
}

/** The key of every page of the list: a write invalidates them all. */

export const waitlistQueryOptions = (query: WaitlistQuery) =>
  queryOptions({
    queryKey: waitlistKeys.list(query),
    queryFn: ({ signal }) => getWaitlist(query, signal),
  });

export function useWaitlist(query: WaitlistQuery) {
  return useQuery({
    ...waitlistQueryOptions(query),
    refetchInterval: WAITLIST_POLL_MS,
    // The table keeps the page it shows while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
