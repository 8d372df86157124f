import { PAGE_LIMITS } from '@atelier/contract/common';
import type { QuestionPage } from '@atelier/contract/qna';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cursorPaging, pageSearch } from '../../../lib/paged-list';
import { apiPath } from '../../../lib/api-read';
import { qnaKeys } from './keys';

/**
 * GET /api/qna/{courseId}/{chapterId}: one page of the chapter's questions, newest first, with
 * answers and replies; `cursor` is the previous page's `nextCursor` (none for the first page).
 */
export function getQuestions(
  courseId: string,
  chapterId: string,
  cursor?: string,
  signal?: AbortSignal,
): Promise<QuestionPage> {
  const path = apiPath`/qna/${courseId}/${chapterId}`;
  return apiFetch<QuestionPage>(`${path}${pageSearch(PAGE_LIMITS.default, cursor)}`, { signal });
}

/** The pages of a chapter's questions loaded so far ("Load more" adds the next). */
export const questionsQueryOptions = (courseId: string, chapterId: string) =>
  infiniteQueryOptions({
    queryKey: qnaKeys.questions(courseId, chapterId),
    queryFn: ({ pageParam, signal }) => getQuestions(courseId, chapterId, pageParam, signal),
    ...cursorPaging,
  });

export function useQuestions(courseId: string, chapterId: string) {
  return useInfiniteQuery(questionsQueryOptions(courseId, chapterId));
}
