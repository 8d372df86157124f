import type { ScheduleFeedLink } from '@atelier/contract/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { scheduleKeys } from './keys';

/** GET /api/smartlabs/schedule/feed-link: the caller's own signed address of the calendar feed. */
export function getFeedLink(signal?: AbortSignal): Promise<ScheduleFeedLink> {
  return apiFetch<ScheduleFeedLink>('/smartlabs/schedule/feed-link', { signal });
}

export const feedLinkQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.feedLink(),
    queryFn: ({ signal }) => getFeedLink(signal),
    // The link does not change while the user stays who they are.
    staleTime: Infinity,
  });

/** Asked for only once the user wants it (the dialog is open). */
export function useFeedLink(enabled: boolean) {
  return useQuery({ ...feedLinkQueryOptions(), enabled });
}
