import type { ScheduleFeedLink } from '@atelier/contract/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { feedLinkQueryOptions } from './get-feed-link';

/** POST /api/smartlabs/schedule/feed-link/reset: a new address for the caller; the old one stops working. */
export function resetFeedLink(): Promise<ScheduleFeedLink> {
  return apiFetch<ScheduleFeedLink>('/smartlabs/schedule/feed-link/reset', { method: 'POST' });
}

export function useResetFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFeedLink,
    onSuccess: (link) => queryClient.setQueryData(feedLinkQueryOptions().queryKey, link),
  });
}
