import type { AttemptReview } from '@atelier/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { quizKeys } from './keys';

export interface SubmitQuizVariables {
  quizId: string;
  answers: (number | null)[];
  /** The signed-in student's own _id (the spec's body; the server refuses anyone else's). */
  userId: string;
}

/** POST /api/quiz/submit/{quizId} (students): the attempt scored by the server, with its review. */
export function submitQuiz({ quizId, answers, userId }: SubmitQuizVariables): Promise<AttemptReview> {
  return apiFetch<AttemptReview>(apiPath`/quiz/submit/${quizId}`, {
    method: 'POST',
    body: { answers, userId },
  });
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: (review, { userId }) => {
      // The result page opens on this review without asking for it again.
      queryClient.setQueryData(quizKeys.review(review._id), review);
      void queryClient.invalidateQueries({ queryKey: quizKeys.list() });
      void queryClient.invalidateQueries({ queryKey: quizKeys.attemptsOf(userId) });
    },
  });
}
