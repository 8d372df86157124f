/** Query keys of auth: every auth query starts with `authKeys.all`, so one invalidation reaches them all. */
export const authKeys = {
  all: ['auth'] as const,
  sessions: () => [...authKeys.all, 'sessions'] as const,
  passkeys: () => [...authKeys.all, 'passkeys'] as const,
  streakDates: () => [...authKeys.all, 'streak-dates'] as const,
};
