import type { CourseSummary } from '@atelier/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesQueryOptions } from '../../../lib/courses-query';

export interface NewsItem {
  id: string;
  title: string;
  locked: boolean;
}

const NEWS_COUNT = 3;

/** News & Updates: the newest courses, newest first (GET /api/courses lists them oldest first). */
export function newsOf(courses: readonly CourseSummary[]): NewsItem[] {
  return courses
    .slice(-NEWS_COUNT)
    .reverse()
    .map((course) => ({ id: course._id, title: course.title, locked: course.locked }));
}

/** The course list's query seen through newsOf: the news and the course pages share one cache entry. */
export const newsQueryOptions = () => queryOptions({ ...coursesQueryOptions(), select: newsOf });

export function useNews() {
  return useQuery(newsQueryOptions());
}
