/** Query keys of the schedule: every schedule query starts with `scheduleKeys.all`. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  entries: () => [...scheduleKeys.all, 'entries'] as const,
  feedLink: () => [...scheduleKeys.all, 'feed-link'] as const,
};
