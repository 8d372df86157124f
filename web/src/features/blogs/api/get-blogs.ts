import type { Blog } from '@atelier/contract/blogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { blogKeys } from './keys';

/** GET /api/blogs/all (public): every blog, newest first. */
export function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  return apiFetch<Blog[]>('/blogs/all', { signal, token: null });
}

export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => getBlogs(signal),
  });

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
