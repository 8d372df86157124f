import { NOTEBOOK_API, NOTEBOOK_MESSAGES } from '@atelier/contract/notebook';
import { courseArea } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { perUser } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { loadCourseFor } from '../courses/course-access';
import * as actions from './notebook.actions';
import * as store from './notebook.store';

/**
 * Notes are private: only their author lists, changes or deletes them, admins included. Someone
 * else's note answers 404, as an unknown one does, so ids do not reveal that a note exists.
 * Notes are bound to their course: a locked course's notebook is closed like the rest of it.
 */
export const notebookRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, NOTEBOOK_API.list, { access: courseArea }, async (request) => {
    const { userId, courseId, chapterId } = request.params;
    assertSelf(request, userId);
    await loadCourseFor(app.db, currentUser(request), courseId);
    return store.listNotes(app.db, { userId, courseId, chapterId }, request.query);
  });

  const writes = { access: courseArea, limits: [perUser(60, '1 minute')] };

  serve(app, NOTEBOOK_API.save, writes, async (request, reply) => {
    const { userId, courseId, chapterId, noteId, title, content, tags } = request.body;
    assertSelf(request, userId);
    const saved = await actions.saveNote(
      app,
      currentUser(request),
      { courseId, chapterId, noteId },
      { title, content, tags },
    );
    if (!saved.created) return { message: NOTEBOOK_MESSAGES.updated, note: saved.note };
    return reply.status(201).send({ message: NOTEBOOK_MESSAGES.saved, note: saved.note });
  });

  serve(app, NOTEBOOK_API.remove, writes, async (request) => {
    await actions.deleteNote(app, currentUser(request), request.params.noteId);
    return { message: NOTEBOOK_MESSAGES.deleted };
  });
};
