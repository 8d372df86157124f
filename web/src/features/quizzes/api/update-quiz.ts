import type { Message } from '@atelier/contract/common';
import type { QuizBody } from '@atelier/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

/** PUT /api/quiz/{quizId} (admin) with the whole quiz; 409 once anyone has attempted it. */
export function updateQuiz(quizId: string, body: QuizBody): Promise<Message> {
  return apiFetch<Message>(`/quiz/${encodeURIComponent(quizId)}`, { method: 'PUT', body });
}

export function useUpdateQuiz(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizBody) => updateQuiz(quizId, body),
    // A refusal too: a 409 means attempts have started, which the full quiz will now show.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.full(quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.one(quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.list() }),
      ]),
  });
}
