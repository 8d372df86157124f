import type { LikeQuestionBody, LikeResponse } from '@atelier/contract/qna';
import { apiFetch } from '../../../lib/api-client';
import { toggledLikes } from '../likes';
import { replaceItem } from '../../../lib/paged-list';
import { useQuestionsWrite } from './questions-write';

/** POST /api/qna/like-question: a toggle; answers whether the caller now likes it. */
export function likeQuestion(body: LikeQuestionBody): Promise<LikeResponse> {
  return apiFetch<LikeResponse>('/qna/like-question', { method: 'POST', body });
}

export function useLikeQuestion(courseId: string, chapterId: string) {
  // The new state shows at once, on whichever page the question is.
  return useQuestionsWrite(
    courseId,
    chapterId,
    (body: { questionId: string; userId: string }) => likeQuestion(body),
    (data, { liked }, { questionId, userId }) =>
      replaceItem(data, questionId, (q) => ({ ...q, likes: toggledLikes(q.likes, userId, liked) })),
  );
}
