import type { ForumAnswer, ForumCategory } from '@atelier/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshForum } from './feed-cache';

export interface AnswerRequest {
  questionId: string;
  /** The post's category: doubt posts take answers, the others comments (spec-2 §7). */
  category: ForumCategory;
  text: string;
}

/** POST /api/forum/answer {questionId, answer} on a doubt, /api/forum/comment {questionId, comment} otherwise. */
export function answerPost({ questionId, category, text }: AnswerRequest): Promise<{
  message: string;
  answer: ForumAnswer;
}> {
  return category === 'doubt'
    ? apiFetch('/forum/answer', { method: 'POST', body: { questionId, answer: text } })
    : apiFetch('/forum/comment', { method: 'POST', body: { questionId, comment: text } });
}

export function useAnswerPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerPost, onSuccess: () => refreshForum(queryClient) });
}
