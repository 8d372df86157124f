import type { AutosaveResult } from '@atelier/contract/quizzes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';

export type { AutosaveResult } from '@atelier/contract/quizzes';

export interface SaveAnswersVariables {
  quizId: string;
  /** Every question's chosen option, null where none is chosen: the whole array each time. */
  answers: (number | null)[];
}

/**
 * PUT /api/quiz/{quizId}/attempt (students): autosave. Answers the time left on the server's clock;
 * 409 with QUIZ_TEXT.timeUp past the deadline, QUIZ_TEXT.startFirst when no attempt is open.
 */
export function saveAnswers({ quizId, answers }: SaveAnswersVariables): Promise<AutosaveResult> {
  return apiFetch<AutosaveResult>(apiPath`/quiz/${quizId}/attempt`, {
    method: 'PUT',
    body: { answers },
  });
}

export function useSaveAnswers() {
  return useMutation({ mutationFn: saveAnswers });
}
