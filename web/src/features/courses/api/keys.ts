import { coursesQueryOptions } from '../../../lib/courses-query';

/** Query keys of the courses: every course query starts with `courseKeys.all`. */
export const courseKeys = {
  all: ['courses'] as const,
  /** The list is read in lib (explore shows it too); its key is under `all` there. */
  list: () => coursesQueryOptions().queryKey,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  /** Under progress's key, which the chapter recorder refreshes after each report. */
  weeklyGoal: () => ['progress', 'weekly-goal'] as const,
};
