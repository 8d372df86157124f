import type { Feed } from '@atelier/contract/forum';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cursorPaging } from '../../../lib/paged-list';
import { FORUM_LIMITS } from '../messages';
import { forumKeys, type FeedFilter } from './keys';

/** `?limit=20[&q=…][&mine=true][&cursor=…]`: one page of the feed, from the previous page's `nextCursor`. */
export function feedSearch(filter: FeedFilter, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(FORUM_LIMITS.pageSize) });
  if (filter.q) query.set('q', filter.q);
  if (filter.mine) query.set('mine', 'true');
  if (cursor) query.set('cursor', cursor);
  return `?${query}`;
}

/** GET /api/forum: newest first, with the Trending list; `cursor` is the previous page's `nextCursor`. */
export function getFeed(filter: FeedFilter, cursor?: string, signal?: AbortSignal): Promise<Feed> {
  return apiFetch<Feed>(`/forum${feedSearch(filter, cursor)}`, { signal });
}

/**
 * The pages of the feed loaded so far ("Load more" adds the next), polled every 2 seconds (spec-2
 * §9) as the fallback of the live events.
 */
export const feedQueryOptions = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: forumKeys.feed(filter),
    queryFn: ({ pageParam, signal }) => getFeed(filter, pageParam, signal),
    ...cursorPaging,
    refetchInterval: FORUM_LIMITS.refreshMs,
  });

/** The feed; while a new search is on its way the previous list stays (search as you type). */
export function useFeed(filter: FeedFilter, enabled = true) {
  return useInfiniteQuery({ ...feedQueryOptions(filter), enabled, placeholderData: keepPreviousData });
}
