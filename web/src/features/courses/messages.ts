import { COURSE_MESSAGES } from '@atelier/contract/courses';

/** The spec's exact course messages (spec-1 §2, §8), shared by the pages and their tests. */
export const COURSE_UI_MESSAGES = {
  loading: COURSE_MESSAGES.loading,
  noChapters: COURSE_MESSAGES.noChapters,
  selectChapter: COURSE_MESSAGES.selectChapter,
  locked: COURSE_MESSAGES.locked,
  created: COURSE_MESSAGES.created,
  createFailed: COURSE_MESSAGES.createFailed,
  updated: COURSE_MESSAGES.updated,
  updateFailed: COURSE_MESSAGES.updateFailed,
  deleted: COURSE_MESSAGES.deleted,
  deleteFailed: COURSE_MESSAGES.deleteFailed,
  notFound: COURSE_MESSAGES.notFound,
} as const;

/** Wording of our own where the spec names none. */
export const COURSE_TEXT = {
  loadFailed: 'Could not load the courses. Please try again.',
  courseLoadFailed: 'Could not load this course. Please try again.',
  lockFailed: 'Could not change the lock. Please try again.',
  noCourses: 'No courses yet.',
  noMatches: (query: string) => `No courses match “${query}”.`,
  fixFields: 'Please fill in what is missing:',
} as const;
