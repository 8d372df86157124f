import { useQuery } from '@tanstack/react-query';
import { myProgressQueryOptions } from '../../../lib/progress-query';

/** The caller's own progress (GET /api/progress/me), shared with the course cards (lib/progress-query). */
export function useMyProgress() {
  return useQuery(myProgressQueryOptions());
}
