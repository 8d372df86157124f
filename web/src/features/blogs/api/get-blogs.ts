import type { Blog } from '@atelier/contract/blogs';
import { apiRead } from '../../../lib/api-read';
import { blogKeys } from './keys';

/** GET /api/blogs/all (public): every blog, newest first. */
const blogs = apiRead<Blog[]>({
  key: blogKeys.list,
  path: () => '/blogs/all',
  anonymous: true,
});

export const blogsQueryOptions = blogs.options;
export const useBlogs = blogs.use;
