import type { User } from '@atelier/contract/auth';
import { COURSE_ERRORS } from '@atelier/contract/courses';
import type { ErrorDef } from '@atelier/contract/errors';
import { PROGRESS_ERRORS, PROGRESS_LIMITS, type ProgressEvent } from '@atelier/contract/progress';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../../lib/dates';
import { fail, HttpError } from '../../lib/errors';
import { loadCourseFor } from '../courses/course-access';
import * as store from './progress.store';

/** A refused event time, named by its place in the body as a validation error names a field. */
function refusedTime(error: ErrorDef, i: number): HttpError {
  const path = `events.${i}.at`;
  return new HttpError(error.status, `${path}: ${error.message}`, error.code, [
    { in: 'body', path, message: error.message },
  ]);
}

/**
 * Records a batch of the viewer's events (chapter opened, time spent) on the days of the caller's
 * time zone. Each time must be recent and not ahead of the server's clock; every course must be
 * open to the caller (checked once each, before any chapter) and every chapter one of its own.
 */
export async function recordEvents(
  app: FastifyInstance,
  user: User,
  events: readonly ProgressEvent[],
  timeZone: string | undefined,
): Promise<void> {
  const now = app.now();
  events.forEach((event, i) => {
    const at = Date.parse(event.at);
    if (at > now + PROGRESS_LIMITS.futureSkewMs) throw refusedTime(PROGRESS_ERRORS.future, i);
    if (at < now - PROGRESS_LIMITS.maxAgeMs) throw refusedTime(PROGRESS_ERRORS.tooOld, i);
  });
  const courseIds = [...new Set(events.map((e) => e.courseId))];
  for (const courseId of courseIds) await loadCourseFor(app.db, user, courseId);
  const chapters = await store.chapterKeysOf(app.db, courseIds);
  if (events.some((e) => !chapters.has(e.chapterId))) throw fail(COURSE_ERRORS.chapterNotFound);
  const days = events.map((e) => {
    const at = new Date(e.at);
    const seconds = e.type === 'chapter_time' ? e.seconds : 0;
    return { courseId: e.courseId, chapterId: e.chapterId, seconds, at, day: isoDay(at, timeZone) };
  });
  await store.recordEvents(app.db, user._id, days);
}
