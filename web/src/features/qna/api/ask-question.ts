import type { AskBody, Question } from '@atelier/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { prependItem } from '../../../lib/paged-list';
import { questionsQueryOptions } from './get-questions';

/** POST /api/qna */
export function askQuestion(body: AskBody): Promise<{ message: string; question: Question }> {
  return apiFetch('/qna', { method: 'POST', body });
}

export function useAskQuestion(courseId: string, chapterId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = questionsQueryOptions(courseId, chapterId);
  return useMutation({
    mutationFn: (body: { userId: string; question: string }) => askQuestion({ courseId, chapterId, ...body }),
    onSuccess: ({ question }) => {
      // On top at once (focus moves to it). The refetch then brings others' new questions too; the
      // write is done without waiting for it, as every loaded page is fetched again.
      queryClient.setQueryData(queryKey, (data) => prependItem(data, question));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
