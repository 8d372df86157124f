import type { ForumLikeResponse } from '@atelier/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { changePost, refreshForum } from './feed-cache';

/** POST /api/forum/like-question: a toggle; answers whether the caller now likes it. */
export function likePost(questionId: string): Promise<ForumLikeResponse> {
  return apiFetch<ForumLikeResponse>('/forum/like-question', { method: 'POST', body: { questionId } });
}

export function useLikePost(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    onSuccess: ({ liked }, questionId) => {
      // The new state shows at once in every loaded feed; the refetch then brings others' likes.
      changePost(queryClient, questionId, (post) => {
        const others = post.likes.filter((id) => id !== userId);
        return { ...post, likes: liked ? [...others, userId] : others };
      });
      void refreshForum(queryClient);
    },
  });
}
