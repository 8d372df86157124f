import { PAGE_LIMITS } from '@atelier/contract/common';
import type { Question, QuestionPage } from '@atelier/contract/qna';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

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
  const path = `/qna/${encodeURIComponent(courseId)}/${encodeURIComponent(chapterId)}`;
  const query = new URLSearchParams({ limit: String(PAGE_LIMITS.default) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<QuestionPage>(`${path}?${query}`, { signal });
}

/** The pages of a chapter's questions loaded so far ("Load more" adds the next). */
export const questionsQueryOptions = (courseId: string, chapterId: string) =>
  infiniteQueryOptions({
    queryKey: ['qna', courseId, chapterId],
    queryFn: ({ pageParam, signal }) => getQuestions(courseId, chapterId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useQuestions(courseId: string, chapterId: string) {
  return useInfiniteQuery(questionsQueryOptions(courseId, chapterId));
}

export type QuestionPages = InfiniteData<QuestionPage>;

/** The loaded pages with one question changed, on whichever page it is. */
export function withQuestion(
  data: QuestionPages | undefined,
  questionId: string,
  change: (question: Question) => Question,
): QuestionPages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) =>
    page.items.some((q) => q._id === questionId)
      ? { ...page, items: page.items.map((q) => (q._id === questionId ? change(q) : q)) }
      : page,
  );
  return { ...data, pages };
}

/**
 * The loaded pages with a question just asked on top of the first page, counted in every page's
 * total. The next page's cursor still points after the first page's old last question (keyset),
 * so nothing repeats or goes missing.
 */
export function withNewQuestion(
  data: QuestionPages | undefined,
  question: Question,
): QuestionPages | undefined {
  if (!data || data.pages.some((page) => page.items.some((q) => q._id === question._id))) return data;
  const pages = data.pages.map((page, index) => ({
    ...page,
    items: index === 0 ? [question, ...page.items] : page.items,
    total: page.total + 1,
  }));
  return { ...data, pages };
}
