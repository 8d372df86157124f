import { PAGE_LIMITS } from '@atelier/contract/common';
import type { Question, QuestionPage } from '@atelier/contract/qna';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/qna/{courseId}/{chapterId}: the chapter's questions, newest first, with answers and
 * replies. The server pages the list; the tab shows its first, largest page.
 */
export async function getQuestions(
  courseId: string,
  chapterId: string,
  signal?: AbortSignal,
): Promise<Question[]> {
  const path = `/qna/${encodeURIComponent(courseId)}/${encodeURIComponent(chapterId)}`;
  const page = await apiFetch<QuestionPage>(`${path}?limit=${PAGE_LIMITS.max}`, { signal });
  return page.items;
}

export const questionsQueryOptions = (courseId: string, chapterId: string) =>
  queryOptions({
    queryKey: ['qna', courseId, chapterId],
    queryFn: ({ signal }) => getQuestions(courseId, chapterId, signal),
  });

export function useQuestions(courseId: string, chapterId: string) {
  return useQuery(questionsQueryOptions(courseId, chapterId));
}
