import type { QuizForStudent } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/** GET /api/quiz/{quizId}: what the start page shows, without answers. 404 unknown, 403 not open. */
export function getQuiz(quizId: string, signal?: AbortSignal): Promise<QuizForStudent> {
  return apiFetch<QuizForStudent>(`/quiz/${encodeURIComponent(quizId)}`, { signal });
}

export const quizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizKeys.one(quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
  });

export function useQuiz(quizId: string) {
  return useQuery(quizQueryOptions(quizId));
}
