import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { quizKeys } from './keys';

/** DELETE /api/quiz/{quizId} (admin): the quiz and all its attempts. */
export function deleteQuiz(quizId: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/quiz/${quizId}`, { method: 'DELETE' });
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: (_answer, quizId) => {
      for (const queryKey of [quizKeys.full(quizId), quizKeys.one(quizId), quizKeys.results(quizId)])
        queryClient.removeQueries({ queryKey });
      return queryClient.invalidateQueries({ queryKey: quizKeys.list() });
    },
  });
}
