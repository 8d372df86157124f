import type { LikeQuestionBody, LikeResponse } from '@atelier/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toggledLikes } from '../likes';
import { replaceItem } from '../../../lib/paged-list';
import { questionsQueryOptions } from './get-questions';

/** POST /api/qna/like-question: a toggle; answers whether the caller now likes it. */
export function likeQuestion(body: LikeQuestionBody): Promise<LikeResponse> {
  return apiFetch<LikeResponse>('/qna/like-question', { method: 'POST', body });
}

export function useLikeQuestion(courseId: string, chapterId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = questionsQueryOptions(courseId, chapterId);
  return useMutation({
    mutationFn: (body: { questionId: string; userId: string }) => likeQuestion(body),
    onSuccess: ({ liked }, { questionId, userId }) => {
      // Show the new state at once, on whichever page the question is; the refetch then brings
      // others' likes too, without holding the button until every loaded page is back.
      queryClient.setQueryData(queryKey, (data) =>
        replaceItem(data, questionId, (q) => ({ ...q, likes: toggledLikes(q.likes, userId, liked) })),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
