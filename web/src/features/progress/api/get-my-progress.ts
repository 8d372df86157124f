import { useQuery } from '@tanstack/react-query';
import { myProgressQueryOptions } from '../../../lib/progress-query';

// The fetcher and key are shared with explore and the course cards (see lib/progress-query).
export { myProgressQueryOptions };

export function useMyProgress() {
  return useQuery(myProgressQueryOptions());
}

/** Chapters opened per course id, for the course cards. */
export function useChaptersOpened(): ReadonlyMap<string, number> | undefined {
  const progress = useMyProgress();
  const courses = progress.data?.courses;
  if (!courses) return undefined;
  return new Map(courses.map((c) => [c.courseId, c.chaptersOpened]));
}
