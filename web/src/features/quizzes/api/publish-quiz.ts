import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

export interface PublishQuizVariables {
  quizId: string;
  published: boolean;
}

/** POST /api/quiz/{quizId}/publish (admin): publish or unpublish; students see published quizzes only. */
export function publishQuiz({ quizId, published }: PublishQuizVariables): Promise<Message> {
  return apiFetch<Message>(`/quiz/${encodeURIComponent(quizId)}/publish`, {
    method: 'POST',
    body: { published },
  });
}

export function usePublishQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishQuiz,
    onSettled: (_answer, _error, { quizId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.list() }),
        queryClient.invalidateQueries({ queryKey: quizKeys.full(quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.one(quizId) }),
      ]),
  });
}
