import type { LikeAnswerBody, LikeResponse } from '@atelier/contract/qna';
import { apiFetch } from '../../../lib/api-client';
import { toggledLikes } from '../likes';
import { replaceItem } from '../../../lib/paged-list';
import { useQuestionsWrite } from './questions-write';

/** POST /api/qna/like-answer: a toggle; answers whether the caller now likes it. */
export function likeAnswer(body: LikeAnswerBody): Promise<LikeResponse> {
  return apiFetch<LikeResponse>('/qna/like-answer', { method: 'POST', body });
}

export function useLikeAnswer(courseId: string, chapterId: string) {
  return useQuestionsWrite(
    courseId,
    chapterId,
    (body: { questionId: string; answerId: string; userId: string }) => likeAnswer(body),
    (data, { liked }, { questionId, answerId, userId }) =>
      replaceItem(data, questionId, (q) => ({
        ...q,
        answers: q.answers.map((a) =>
          a._id === answerId ? { ...a, likes: toggledLikes(a.likes, userId, liked) } : a,
        ),
      })),
  );
}
