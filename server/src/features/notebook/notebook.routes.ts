import { ROLES } from '@atelier/contract/auth';
import { messageSchema } from '@atelier/contract/common';
import { COURSE_MESSAGES } from '@atelier/contract/courses';
import {
  NOTEBOOK_MESSAGES,
  noteIdParamsSchema,
  noteListResponseSchema,
  notesParamsSchema,
  saveNoteBodySchema,
  saveNoteResponseSchema,
} from '@atelier/contract/notebook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { assertSelf, currentUser } from '../../plugins/auth';
import { findCourseAccess, isMissingReference } from '../courses/courses.store';
import * as store from './notebook.store';

const ANY_ROLE = ROLES;

/**
 * Notes are private: only their author lists, changes or deletes them, admins included. Someone
 * else's note answers 404, as an unknown one does, so ids do not reveal that a note exists.
 * Notes stay readable on a locked course: they are the student's own writing.
 */
export const notebookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:userId/:courseId/:chapterId',
    {
      config: { access: ANY_ROLE },
      schema: { params: notesParamsSchema, response: { 200: noteListResponseSchema } },
    },
    async (request) => {
      const { userId, courseId, chapterId } = request.params;
      assertSelf(request, userId);
      if (!(await findCourseAccess(app.db, courseId))) throw notFound(COURSE_MESSAGES.notFound);
      return store.listNotes(app.db, { userId, courseId, chapterId });
    },
  );

  app.post(
    '/',
    {
      config: { access: ANY_ROLE },
      schema: {
        body: saveNoteBodySchema,
        response: { 200: saveNoteResponseSchema, 201: saveNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, courseId, chapterId, noteId, title, content, tags } = request.body;
      assertSelf(request, userId);
      const where = { userId: currentUser(request)._id, courseId, chapterId };
      const fields = { title, content, tags };
      if (noteId) {
        const note = await store.updateNote(app.db, noteId, where, fields);
        if (!note) throw notFound(NOTEBOOK_MESSAGES.notFound);
        return { message: NOTEBOOK_MESSAGES.updated, note };
      }
      const access = await findCourseAccess(app.db, courseId, chapterId);
      if (!access) throw notFound(COURSE_MESSAGES.notFound);
      if (!access.hasChapter) throw notFound(COURSE_MESSAGES.chapterNotFound);
      const note = await store.insertNote(app.db, where, fields).catch((err: unknown) => {
        throw isMissingReference(err) ? notFound(COURSE_MESSAGES.notFound) : err;
      });
      return reply.status(201).send({ message: NOTEBOOK_MESSAGES.saved, note });
    },
  );

  app.delete(
    '/:noteId',
    {
      config: { access: ANY_ROLE },
      schema: { params: noteIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const deleted = await store.deleteNote(app.db, request.params.noteId, currentUser(request)._id);
      if (!deleted) throw notFound(NOTEBOOK_MESSAGES.notFound);
      return { message: NOTEBOOK_MESSAGES.deleted };
    },
  );
};
