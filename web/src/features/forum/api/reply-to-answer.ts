import type { ForumReply, ForumReplyBody } from '@atelier/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshForum } from './feed-cache';

/** POST /api/forum/reply {questionId, answerId, reply} */
export function replyToAnswer(body: ForumReplyBody): Promise<{ message: string; reply: ForumReply }> {
  return apiFetch('/forum/reply', { method: 'POST', body });
}

export function useReplyToAnswer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToAnswer, onSuccess: () => refreshForum(queryClient) });
}
