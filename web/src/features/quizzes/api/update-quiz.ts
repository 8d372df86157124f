import type { Message } from '@atelier/contract/common';
import type { QuizBody } from '@atelier/contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { quizKeys } from './keys';

/** PUT /api/quiz/{quizId} (admin) with the whole quiz; 409 once anyone has attempted it. */
export function updateQuiz(quizId: string, body: QuizBody): Promise<Message> {
  return apiFetch<Message>(apiPath`/quiz/${quizId}`, { method: 'PUT', body });
}

export function useUpdateQuiz(quizId: string) {
  // A refusal too: a 409 means attempts have started, which the full quiz will now show.
  return useRefreshingWrite(
    (body: QuizBody) => updateQuiz(quizId, body),
    () => [quizKeys.full(quizId), quizKeys.one(quizId), quizKeys.list()],
    { after: 'settled' },
  );
}
