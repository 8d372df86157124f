import type { StreakDatesResponse } from '@atelier/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/auth/streak-dates: the days ('YYYY-MM-DD') the user signed in or used the app. */
export function getStreakDates(signal?: AbortSignal): Promise<StreakDatesResponse> {
  return apiFetch<StreakDatesResponse>('/auth/streak-dates', { signal });
}

export const streakDatesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.streakDates(),
    queryFn: ({ signal }) => getStreakDates(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useStreakDates() {
  return useQuery(streakDatesQueryOptions());
}
