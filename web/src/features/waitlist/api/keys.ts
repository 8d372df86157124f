/** Query keys of the waitlist: every waitlist query starts with `waitlistKeys.all`. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  /** Every page of the admin's list, whatever the search: an approval refreshes them all. */
  lists: () => [...waitlistKeys.all, 'all'] as const,
  list: <Query extends object>(query: Query) => [...waitlistKeys.lists(), query] as const,
  positions: () => [...waitlistKeys.all, 'position'] as const,
  position: (code: string) => [...waitlistKeys.positions(), code] as const,
};
