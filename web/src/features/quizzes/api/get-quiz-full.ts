import type { Quiz } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/** GET /api/quiz/{quizId}/full (admin): the whole quiz with its answers and how many attempts it has. */
export function getQuizFull(quizId: string, signal?: AbortSignal): Promise<Quiz> {
  return apiFetch<Quiz>(`/quiz/${encodeURIComponent(quizId)}/full`, { signal });
}

export const quizFullQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizKeys.full(quizId),
    queryFn: ({ signal }) => getQuizFull(quizId, signal),
  });

export function useQuizFull(quizId: string) {
  return useQuery(quizFullQueryOptions(quizId));
}
