import type { User } from '@atelier/contract/auth';
import { COURSE_ERRORS } from '@atelier/contract/courses';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/errors';
import { findCourseAccess } from './courses.store';

/** Only admins may open a locked course (its content, Q&A and so on); students and smartLABS may not. */
export function assertMayOpen(user: User, course: { locked: boolean }): void {
  if (course.locked && user.role !== 'admin') throw fail(COURSE_ERRORS.locked);
}

/**
 * The one check every course-bound route makes (Q&A, notebook, quizzes, the assistant …):
 * an unknown course is a 404, a locked one a 403 with the spec's message (admins excepted), and
 * a chapter key, when given, must name a chapter of the course (else 404).
 */
export async function loadCourseFor(
  db: Executor,
  user: User,
  courseId: string,
  chapterId?: string,
): Promise<{ locked: boolean }> {
  const course = await findCourseAccess(db, courseId, chapterId);
  if (!course) throw fail(COURSE_ERRORS.notFound);
  assertMayOpen(user, course);
  if (chapterId !== undefined && !course.hasChapter) throw fail(COURSE_ERRORS.chapterNotFound);
  return { locked: course.locked };
}
