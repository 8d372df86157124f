import type { User } from '@atelier/contract/auth';
import { NOTEBOOK_ERRORS, type Note } from '@atelier/contract/notebook';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors';
import { loadCourseFor } from '../courses/course-access';
import * as store from './notebook.store';

/**
 * Saves a note of `me`'s: a new one in a chapter of an open course, or, with `noteId`, changes one
 * of theirs (anyone else's is as unknown as a missing one).
 */
export async function saveNote(
  app: FastifyInstance,
  me: User,
  target: { courseId: string; chapterId: string; noteId?: string | undefined },
  fields: store.NoteFields,
): Promise<{ note: Note; created: boolean }> {
  const where = { userId: me._id, courseId: target.courseId, chapterId: target.chapterId };
  if (target.noteId) {
    await loadCourseFor(app.db, me, target.courseId);
    const note = await store.updateNote(app.db, target.noteId, where, fields);
    if (!note) throw fail(NOTEBOOK_ERRORS.notFound);
    return { note, created: false };
  }
  await loadCourseFor(app.db, me, target.courseId, target.chapterId);
  return { note: await store.insertNote(app.db, where, fields), created: true };
}

/** Deletes one of `me`'s notes, while its course is open to them. */
export async function deleteNote(app: FastifyInstance, me: User, noteId: string): Promise<void> {
  const courseId = await store.findNoteCourse(app.db, noteId, me._id);
  if (!courseId) throw fail(NOTEBOOK_ERRORS.notFound);
  await loadCourseFor(app.db, me, courseId);
  if (!(await store.deleteNote(app.db, noteId, me._id))) throw fail(NOTEBOOK_ERRORS.notFound);
}
