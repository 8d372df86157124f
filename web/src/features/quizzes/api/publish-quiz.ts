import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { quizKeys } from './keys';

export interface PublishQuizVariables {
  quizId: string;
  published: boolean;
}

/** POST /api/quiz/{quizId}/publish (admin): publish or unpublish; students see published quizzes only. */
export function publishQuiz({ quizId, published }: PublishQuizVariables): Promise<Message> {
  return apiFetch<Message>(apiPath`/quiz/${quizId}/publish`, {
    method: 'POST',
    body: { published },
  });
}

export function usePublishQuiz() {
  return useRefreshingWrite(
    publishQuiz,
    ({ quizId }) => [quizKeys.list(), quizKeys.full(quizId), quizKeys.one(quizId)],
    { after: 'settled' },
  );
}
