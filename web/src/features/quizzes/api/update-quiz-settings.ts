import type { Message } from '@atelier/contract/common';
import type { QuizSettings } from '@atelier/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from './keys';

export interface UpdateSettingsVariables {
  quizId: string;
  settings: QuizSettings;
}

/** PUT /api/quiz/{quizId}/settings (admin): attempts allowed, review option, close time; allowed after attempts. */
export function updateQuizSettings({ quizId, settings }: UpdateSettingsVariables): Promise<Message> {
  return apiFetch<Message>(`/quiz/${encodeURIComponent(quizId)}/settings`, { method: 'PUT', body: settings });
}

export function useUpdateQuizSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuizSettings,
    onSettled: (_answer, _error, { quizId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.list() }),
        queryClient.invalidateQueries({ queryKey: quizKeys.full(quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.one(quizId) }),
      ]),
  });
}
