import type { MyProgress } from '@atelier/contract/progress';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

// Read by explore (the charts), progress and the app (the course cards), and features do not
// import each other: so in lib.

/** GET /api/progress/me: the caller's active days, quiz scores and chapters opened per course. */
export function getMyProgress(signal?: AbortSignal): Promise<MyProgress> {
  return apiFetch<MyProgress>('/progress/me', { signal });
}

export const myProgressQueryOptions = () =>
  queryOptions({
    queryKey: ['progress', 'me'],
    queryFn: ({ signal }) => getMyProgress(signal),
  });
