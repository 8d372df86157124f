/** The spec's exact course messages (spec-1 §2, §8), shared with the server and the tests. */
export { COURSE_MESSAGES } from '@atelier/contract/courses-values';

/** Wording of our own where the spec names none. */
export const COURSE_TEXT = {
  loadFailed: 'Could not load the courses. Please try again.',
  courseLoadFailed: 'Could not load this course. Please try again.',
  lockFailed: 'Could not change the lock. Please try again.',
  noCourses: 'No courses yet.',
  noMatches: (query: string) => `No courses match “${query}”.`,
  fixFields: 'Please fill in what is missing:',
} as const;
