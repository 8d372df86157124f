import type { Answer, AnswerBody } from '@atelier/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { qnaKeys } from './keys';

/** POST /api/qna/answer */
export function answerQuestion(body: AnswerBody): Promise<{ message: string; answer: Answer }> {
  return apiFetch('/qna/answer', { method: 'POST', body });
}

export function useAnswerQuestion(courseId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qnaKeys.questions(courseId, chapterId) }),
  });
}
