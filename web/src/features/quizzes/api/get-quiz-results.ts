import type { QuizResults } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/** GET /api/quiz/{quizId}/results (admin): pass rate, average, per-question shares and every attempt. */
export function getQuizResults(quizId: string, signal?: AbortSignal): Promise<QuizResults> {
  return apiFetch<QuizResults>(`/quiz/${encodeURIComponent(quizId)}/results`, { signal });
}

export const quizResultsQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizKeys.results(quizId),
    queryFn: ({ signal }) => getQuizResults(quizId, signal),
  });

export function useQuizResults(quizId: string) {
  return useQuery(quizResultsQueryOptions(quizId));
}
