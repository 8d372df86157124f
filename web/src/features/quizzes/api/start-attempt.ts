import type { OpenAttempt } from '@atelier/contract/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { quizKeys } from './keys';

/**
 * POST /api/quiz/{quizId}/start (students): a new attempt (201), or the one already open (200) with
 * its saved answers and the time left on the server's clock. 403 not open, 404 unknown.
 */
export function startAttempt(quizId: string, signal?: AbortSignal): Promise<OpenAttempt> {
  return apiFetch<OpenAttempt>(apiPath`/quiz/${quizId}/start`, { method: 'POST', signal });
}

/**
 * The attempt page reads its attempt through this POST: starting answers the open attempt when
 * there is one, which is how a reload resumes. Asked afresh on every visit (the clock moves) and
 * never refetched behind the student's back while the page is open.
 */
export const openAttemptQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizKeys.attempt(quizId),
    queryFn: ({ signal }) => startAttempt(quizId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useOpenAttempt(quizId: string) {
  return useQuery(openAttemptQueryOptions(quizId));
}

/** The start page's and the result page's 'Start Quiz' / 'Try again'. */
export function useStartAttempt() {
  // The list's Start turns into Resume.
  return useRefreshingWrite(
    (quizId: string) => startAttempt(quizId),
    () => [quizKeys.list()],
  );
}
