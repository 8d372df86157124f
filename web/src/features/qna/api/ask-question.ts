import type { AskBody, Question } from '@atelier/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { questionsQueryOptions } from './get-questions';

/** POST /api/qna */
export function askQuestion(body: AskBody): Promise<{ message: string; question: Question }> {
  return apiFetch('/qna', { method: 'POST', body });
}

export function useAskQuestion(courseId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; question: string }) => askQuestion({ courseId, chapterId, ...body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: questionsQueryOptions(courseId, chapterId).queryKey }),
  });
}
