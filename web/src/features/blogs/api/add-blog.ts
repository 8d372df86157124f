import type { Blog, BlogBody } from '@atelier/contract/blogs';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
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
  return useRefreshingWrite(addBlog, () => [blogKeys.list()]);
}
