import type { AskAssistantBody, AskAssistantResponse } from '@atelier/contract/assistant';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';

/** POST /api/courses/{courseId}/ask */
export function askAssistant(courseId: string, body: AskAssistantBody): Promise<AskAssistantResponse> {
  return apiFetch(apiPath`/courses/${courseId}/ask`, { method: 'POST', body });
}

/** Asks the course assistant; nothing is cached, as an answer is for the one question asked. */
export function useAskAssistant(courseId: string) {
  return useMutation({ mutationFn: (body: AskAssistantBody) => askAssistant(courseId, body) });
}
