import type { ScheduleEntry } from '@atelier/contract/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { scheduleKeys } from './keys';

/** GET /api/smartlabs/schedule (smartLABS and admins): every entry by date and time. */
export function getSchedule(signal?: AbortSignal): Promise<ScheduleEntry[]> {
  return apiFetch<ScheduleEntry[]>('/smartlabs/schedule', { signal });
}

export const scheduleQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.entries(),
    queryFn: ({ signal }) => getSchedule(signal),
  });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}
