import type { Blog, BlogBody } from '@atelier/contract/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { blogKeys } from './keys';

export interface BlogAdded {
  message: string;
  blog: Blog;
}

/** POST /api/blogs/add (admin) */
export function addBlog(body: BlogBody): Promise<BlogAdded> {
  return apiFetch<BlogAdded>('/blogs/add', { method: 'POST', body });
}

export function useAddBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.list() }),
  });
}
