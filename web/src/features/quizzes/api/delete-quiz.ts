import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { quizKeys } from './keys';

/** DELETE /api/quiz/{quizId} (admin): the quiz and all its attempts. */
export function deleteQuiz(quizId: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/quiz/${quizId}`, { method: 'DELETE' });
}

export function useDeleteQuiz() {
  return useRefreshingWrite(deleteQuiz, () => [quizKeys.list()], {
    removes: (quizId) => [quizKeys.full(quizId), quizKeys.one(quizId), quizKeys.results(quizId)],
  });
}
