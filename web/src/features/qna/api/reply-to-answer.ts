import type { Reply, ReplyBody } from '@atelier/contract/qna';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
import { qnaKeys } from './keys';

/** POST /api/qna/reply */
export function replyToAnswer(body: ReplyBody): Promise<{ message: string; reply: Reply }> {
  return apiFetch('/qna/reply', { method: 'POST', body });
}

export function useReplyToAnswer(courseId: string, chapterId: string) {
  return useRefreshingWrite(replyToAnswer, () => [qnaKeys.questions(courseId, chapterId)]);
}
