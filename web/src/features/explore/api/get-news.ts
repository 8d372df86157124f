import type { CourseSummary } from '@atelier/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface NewsItem {
  id: string;
  title: string;
  locked: boolean;
}

/**
 * News & Updates: the newest courses. GET /api/courses lists courses oldest first; the news is the
 * last few, newest first.
 */
export async function getNews(signal?: AbortSignal, count = 3): Promise<NewsItem[]> {
  const courses = await apiFetch<CourseSummary[]>('/courses', { signal });
  return courses
    .slice(-count)
    .reverse()
    .map((course) => ({ id: course._id, title: course.title, locked: course.locked }));
}

export const newsQueryOptions = () =>
  queryOptions({
    queryKey: ['explore', 'news'],
    queryFn: ({ signal }) => getNews(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useNews() {
  return useQuery(newsQueryOptions());
}
