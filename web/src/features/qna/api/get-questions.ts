import type { Question } from '@atelier/contract/qna';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/qna/{courseId}/{chapterId}: the chapter's questions, newest first, with answers and replies. */
export function getQuestions(courseId: string, chapterId: string, signal?: AbortSignal): Promise<Question[]> {
  return apiFetch<Question[]>(`/qna/${encodeURIComponent(courseId)}/${encodeURIComponent(chapterId)}`, {
    signal,
  });
}

export const questionsQueryOptions = (courseId: string, chapterId: string) =>
  queryOptions({
    queryKey: ['qna', courseId, chapterId],
    queryFn: ({ signal }) => getQuestions(courseId, chapterId, signal),
  });

export function useQuestions(courseId: string, chapterId: string) {
  return useQuery(questionsQueryOptions(courseId, chapterId));
}
