import type { AttemptReview } from '@atelier/contract/quizzes';
import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRead } from '../../../lib/api-read';
import { quizKeys } from './keys';

/** GET /api/quiz/attempts/{attemptId} (its owner or an admin): a submitted attempt and its review. */
const attemptReview = apiRead<AttemptReview, [attemptId: string]>({
  key: quizKeys.review,
  path: (attemptId) => apiPath`/quiz/attempts/${attemptId}`,
  // A submitted attempt never changes.
  options: { staleTime: Infinity },
});

export const attemptReviewQueryOptions = attemptReview.options;

export function useAttemptReview(attemptId: string | undefined) {
  return useQuery({ ...attemptReviewQueryOptions(attemptId ?? ''), enabled: Boolean(attemptId) });
}
