import type { ForumStats } from '@atelier/contract/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** GET /api/forum/stats: the caller's Total Posts, Post impressions and Influence %. */
export function getStats(signal?: AbortSignal): Promise<ForumStats> {
  return apiFetch<ForumStats>('/forum/stats', { signal });
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: forumKeys.stats(), queryFn: ({ signal }) => getStats(signal) });

export function useStats() {
  return useQuery(statsQueryOptions());
}
