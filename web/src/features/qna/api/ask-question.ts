import type { AskBody, Question } from '@atelier/contract/qna';
import { apiFetch } from '../../../lib/api-client';
import { prependItem } from '../../../lib/paged-list';
import { useQuestionsWrite } from './questions-write';

/** POST /api/qna */
export function askQuestion(body: AskBody): Promise<{ message: string; question: Question }> {
  return apiFetch('/qna', { method: 'POST', body });
}

export function useAskQuestion(courseId: string, chapterId: string) {
  // On top at once (focus moves to it); the refetch then brings others' new questions too.
  return useQuestionsWrite(
    courseId,
    chapterId,
    (body: { userId: string; question: string }) => askQuestion({ courseId, chapterId, ...body }),
    (data, { question }) => prependItem(data, question),
  );
}
