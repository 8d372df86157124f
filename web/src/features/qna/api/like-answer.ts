import type { LikeAnswerBody, LikeResponse } from '@atelier/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toggledLikes } from '../likes';
import { replaceItem } from '../../../lib/paged-list';
import { questionsQueryOptions } from './get-questions';

/** POST /api/qna/like-answer: a toggle; answers whether the caller now likes it. */
export function likeAnswer(body: LikeAnswerBody): Promise<LikeResponse> {
  return apiFetch<LikeResponse>('/qna/like-answer', { method: 'POST', body });
}

export function useLikeAnswer(courseId: string, chapterId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = questionsQueryOptions(courseId, chapterId);
  return useMutation({
    mutationFn: (body: { questionId: string; answerId: string; userId: string }) => likeAnswer(body),
    onSuccess: ({ liked }, { questionId, answerId, userId }) => {
      queryClient.setQueryData(queryKey, (data) =>
        replaceItem(data, questionId, (q) => ({
          ...q,
          answers: q.answers.map((a) =>
            a._id === answerId ? { ...a, likes: toggledLikes(a.likes, userId, liked) } : a,
          ),
        })),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
