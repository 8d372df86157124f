import type { QuizCard } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/**
 * GET /api/quiz as an admin: every quiz, published or not, newest first. The same call (and key) as
 * the students' list: the server answers by role, so the cache holds one list per signed-in user.
 */
export function getAdminQuizzes(signal?: AbortSignal): Promise<QuizCard[]> {
  return apiFetch<QuizCard[]>('/quiz', { signal });
}

export const adminQuizzesQueryOptions = () =>
  queryOptions({
    queryKey: quizKeys.list(),
    queryFn: ({ signal }) => getAdminQuizzes(signal),
  });

export function useAdminQuizzes() {
  return useQuery(adminQuizzesQueryOptions());
}
