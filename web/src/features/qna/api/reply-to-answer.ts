import type { Reply, ReplyBody } from '@atelier/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { qnaKeys } from './keys';

/** POST /api/qna/reply */
export function replyToAnswer(body: ReplyBody): Promise<{ message: string; reply: Reply }> {
  return apiFetch('/qna/reply', { method: 'POST', body });
}

export function useReplyToAnswer(courseId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qnaKeys.questions(courseId, chapterId) }),
  });
}
