import type { Attempt } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/** GET /api/quiz/attempts/user/{userId}: the user's submitted attempts, newest first. */
export function getAttempts(userId: string, signal?: AbortSignal): Promise<Attempt[]> {
  return apiFetch<Attempt[]>(`/quiz/attempts/user/${encodeURIComponent(userId)}`, { signal });
}

export const attemptsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: quizKeys.attemptsOf(userId),
    queryFn: ({ signal }) => getAttempts(userId, signal),
  });

/** `enabled: false` while the page knows which attempt to show without the list. */
export function useAttempts(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...attemptsQueryOptions(userId), enabled });
}
