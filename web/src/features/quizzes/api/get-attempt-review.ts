import type { AttemptReview } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/** GET /api/quiz/attempts/{attemptId} (its owner or an admin): a submitted attempt and its review. */
export function getAttemptReview(attemptId: string, signal?: AbortSignal): Promise<AttemptReview> {
  return apiFetch<AttemptReview>(`/quiz/attempts/${encodeURIComponent(attemptId)}`, { signal });
}

export const attemptReviewQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: quizKeys.review(attemptId),
    queryFn: ({ signal }) => getAttemptReview(attemptId, signal),
    // A submitted attempt never changes.
    staleTime: Infinity,
  });

export function useAttemptReview(attemptId: string | undefined) {
  return useQuery({ ...attemptReviewQueryOptions(attemptId ?? ''), enabled: Boolean(attemptId) });
}
