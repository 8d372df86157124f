import type { QuizCard } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/**
 * GET /api/quiz as a student: the published quizzes, newest first, each with the caller's own
 * progress (accuracy, completion, an attempt in progress).
 */
export function getQuizzes(signal?: AbortSignal): Promise<QuizCard[]> {
  return apiFetch<QuizCard[]>('/quiz', { signal });
}

export const quizzesQueryOptions = () =>
  queryOptions({
    queryKey: quizKeys.list(),
    queryFn: ({ signal }) => getQuizzes(signal),
  });

export function useQuizzes() {
  return useQuery(quizzesQueryOptions());
}
