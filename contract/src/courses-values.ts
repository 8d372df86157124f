// Courses' limits and the spec's messages, apart from the schemas (no zod): pages that only show
// courses import these without loading the schema library. courses.ts re-exports them.

import { defineErrors } from './errors';

export const COURSE_LIMITS = {
  title: 200,
  description: 5000,
  coverImage: 2048,
  listItems: 50,
  objective: 300,
  skill: 100,
  authors: 20,
  authorName: 100,
  linkedinId: 200,
  sections: 50,
  sectionName: 200,
  chaptersPerSection: 100,
  chapterName: 200,
  chapterDescription: 5000,
  resources: 20,
  summary: 20000,
  /** Characters of the description a course card shows. */
  cardDescription: 160,
  /** Skills a course card shows (spec-1 §9). */
  cardSkills: 6,
  /** The longest chapter key: a uuid, '_' and a chapter name, with room to spare. */
  chapterKey: 300,
} as const;

/** The spec's exact messages for courses (spec-1 §2, §8). */
export const COURSE_MESSAGES = {
  created: 'Course created!',
  createFailed: 'Failed to create course.',
  updated: 'Course updated!',
  updateFailed: 'Failed to update course.',
  deleted: 'Course deleted',
  deleteFailed: 'Could not delete course',
  locked: 'This course is locked. You cannot access its content.',
  nowLocked: 'Course locked',
  nowUnlocked: 'Course unlocked',
  notFound: 'Course not found',
  chapterNotFound: 'Chapter not found',
  loading: 'Loading course...',
  noChapters: 'This course has no chapters available.',
  selectChapter: 'Please select a chapter to view.',
} as const;

/** The refusals of a course and of every course-bound route (course-access.ts): clients compare the code. */
export const COURSE_ERRORS = defineErrors('courses', {
  notFound: { status: 404, message: COURSE_MESSAGES.notFound },
  chapterNotFound: { status: 404, message: COURSE_MESSAGES.chapterNotFound },
  /** A locked course, opened by anyone but an admin. */
  locked: { status: 403, message: COURSE_MESSAGES.locked },
});
