/**
 * Query keys of progress: every progress query starts with `progressKeys.all` — the caller's own
 * (`lib/progress-query.ts`) and the weekly goal (courses) too — so a recorded chapter refreshes them all.
 */
export const progressKeys = {
  all: ['progress'] as const,
  course: (courseId: string, page: number) => [...progressKeys.all, 'course', courseId, page] as const,
};
