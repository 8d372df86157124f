import type { StreakDatesResponse } from '@atelier/contract/auth';
import { apiRead } from '../../../lib/api-read';
import { authKeys } from './keys';

/** GET /api/auth/streak-dates: the days ('YYYY-MM-DD') the user signed in or used the app. */
const streakDates = apiRead<StreakDatesResponse>({
  key: authKeys.streakDates,
  path: () => '/auth/streak-dates',
  options: { staleTime: 5 * 60 * 1000 },
});

export const streakDatesQueryOptions = streakDates.options;
export const useStreakDates = streakDates.use;
