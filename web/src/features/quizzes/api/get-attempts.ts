import type { Attempt } from '@atelier/contract/quizzes';
import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRead } from '../../../lib/api-read';
import { quizKeys } from './keys';

/** GET /api/quiz/attempts/user/{userId}: the user's submitted attempts, newest first. */
const attempts = apiRead<Attempt[], [userId: string]>({
  key: quizKeys.attemptsOf,
  path: (userId) => apiPath`/quiz/attempts/user/${userId}`,
});

export const attemptsQueryOptions = attempts.options;

/** `enabled: false` while the page knows which attempt to show without the list. */
export function useAttempts(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...attemptsQueryOptions(userId), enabled });
}
