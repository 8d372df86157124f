import type { Answer, AnswerBody } from '@atelier/contract/qna';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
import { qnaKeys } from './keys';

/** POST /api/qna/answer */
export function answerQuestion(body: AnswerBody): Promise<{ message: string; answer: Answer }> {
  return apiFetch('/qna/answer', { method: 'POST', body });
}

export function useAnswerQuestion(courseId: string, chapterId: string) {
  return useRefreshingWrite(answerQuestion, () => [qnaKeys.questions(courseId, chapterId)]);
}
