import type { User } from '@atelier/contract/auth';
import { COURSE_MESSAGES } from '@atelier/contract/courses';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { findCourseAccess } from './courses.store';

/** Only admins may open a locked course (its content, Q&A and so on); students and smartLABS may not. */
export function assertMayOpen(user: User, course: { locked: boolean }): void {
  if (course.locked && user.role !== 'admin') throw forbidden(COURSE_MESSAGES.locked);
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
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  assertMayOpen(user, course);
  if (chapterId !== undefined && !course.hasChapter) throw notFound(COURSE_MESSAGES.chapterNotFound);
  return { locked: course.locked };
}
