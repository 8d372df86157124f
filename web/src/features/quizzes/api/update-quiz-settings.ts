import type { Message } from '@atelier/contract/common';
import type { QuizSettings } from '@atelier/contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { quizKeys } from './keys';

export interface UpdateSettingsVariables {
  quizId: string;
  settings: QuizSettings;
}

/** PUT /api/quiz/{quizId}/settings (admin): attempts allowed, review option, close time; allowed after attempts. */
export function updateQuizSettings({ quizId, settings }: UpdateSettingsVariables): Promise<Message> {
  return apiFetch<Message>(apiPath`/quiz/${quizId}/settings`, { method: 'PUT', body: settings });
}

export function useUpdateQuizSettings() {
  return useRefreshingWrite(
    updateQuizSettings,
    ({ quizId }) => [quizKeys.list(), quizKeys.full(quizId), quizKeys.one(quizId)],
    { after: 'settled' },
  );
}
