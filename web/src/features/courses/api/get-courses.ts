import { useQuery } from '@tanstack/react-query';
import { coursesQueryOptions } from '../../../lib/courses-query';

// The fetcher and key are shared with explore (see lib/courses-query); mutations here invalidate through it.
export { coursesQueryOptions };

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
