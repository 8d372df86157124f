import { WAITLIST_LIMITS, type WaitlistPage } from '@atelier/contract/waitlist';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-read';
import { waitlistKeys } from './keys';

/** spec-1 §9: the admins' list is polled every 2 seconds (the server answers 304 while nothing changed). */
export const WAITLIST_POLL_MS = 2000;

export interface WaitlistQuery {
  q: string;
  page: number;
}

/** GET /api/waitlist/all?q=&page=&limit= (`pageQuery`): one page of the entries, searched on the server. */
const waitlist = apiRead<WaitlistPage, [query: WaitlistQuery]>({
  key: waitlistKeys.list,
  path: ({ q, page }) =>
    `/waitlist/all?${new URLSearchParams({ q, page: String(page), limit: String(WAITLIST_LIMITS.pageSize) })}`,
});

export const waitlistQueryOptions = waitlist.options;

export function useWaitlist(query: WaitlistQuery) {
  return useQuery({
    ...waitlistQueryOptions(query),
    refetchInterval: WAITLIST_POLL_MS,
    // The table keeps the page it shows while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
