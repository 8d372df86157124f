import type { User } from '@atelier/contract/auth';
import { COURSE_MESSAGES } from '@atelier/contract/courses';
import { forbidden } from '../../lib/errors';

/** Only admins may open a locked course (its content, Q&A and so on); students and smartLABS may not. */
export function assertMayOpen(user: User, course: { locked: boolean }): void {
  if (course.locked && user.role !== 'admin') throw forbidden(COURSE_MESSAGES.locked);
}
