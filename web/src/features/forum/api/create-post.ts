import type { CreatePostBody, ForumPost } from '@atelier/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshForum } from './feed-cache';

/** POST /api/forum: 201 with the new post (its author is the caller). */
export function createPost(body: CreatePostBody): Promise<{ message: string; post: ForumPost }> {
  return apiFetch('/forum', { method: 'POST', body });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => refreshForum(queryClient) });
}
