import type { Message } from '@atelier/contract/common';
import type { Quiz, QuizBody } from '@atelier/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

export type CreateQuizAnswer = Message & { quiz: Quiz };

/** POST /api/quiz/create (admin): the quiz is published as it is created (spec-2 Quiz builder). */
export function createQuiz(body: QuizBody): Promise<CreateQuizAnswer> {
  return apiFetch<CreateQuizAnswer>('/quiz/create', { method: 'POST', body });
}

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: ({ quiz }) => {
      queryClient.setQueryData(quizKeys.full(quiz._id), quiz);
      return queryClient.invalidateQueries({ queryKey: quizKeys.list() });
    },
  });
}
