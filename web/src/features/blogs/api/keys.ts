/** Query keys of the blogs: every blog query starts with `blogKeys.all`, so one invalidation reaches them all. */
export const blogKeys = {
  all: ['blogs'] as const,
  list: () => [...blogKeys.all, 'all'] as const,
};
