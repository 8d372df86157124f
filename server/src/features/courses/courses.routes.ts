import { gzipSync } from 'node:zlib';
import { ROLES } from '@atelier/contract/auth';
import { messageSchema } from '@atelier/contract/common';
import {
  COURSE_MESSAGES,
  courseBodySchema,
  courseIdParamsSchema,
  courseListResponseSchema,
  courseResponseSchema,
  courseSchema,
  lockToggleResponseSchema,
} from '@atelier/contract/courses';
import type { onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { assertMayOpen } from './course-access';
import * as store from './courses.store';

const ANY_ROLE = ROLES;
const ADMIN = ['admin'] as const;

/**
 * The course list is the one large answer of this feature (about 600 bytes a course), so it is
 * gzipped for clients that accept it; the last compressed body is reused while the list is unchanged.
 */
function gzipWhenAccepted(): onSendHookHandler {
  let last: { raw: string; gzipped: Buffer } | undefined;
  return async (request, reply, payload) => {
    reply.header('vary', 'accept-encoding');
    const accepts = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
    if (!accepts || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (last?.raw !== payload) last = { raw: payload, gzipped: gzipSync(payload) };
    reply.header('content-encoding', 'gzip');
    return last.gzipped;
  };
}

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: ANY_ROLE },
      schema: { response: { 200: courseListResponseSchema } },
      onSend: gzipWhenAccepted(),
    },
    async () => store.listCourseSummaries(app.db),
  );

  app.get(
    '/:id',
    {
      config: { access: ANY_ROLE },
      schema: { params: courseIdParamsSchema, response: { 200: courseSchema } },
    },
    async (request) => {
      const course = await store.findCourse(app.db, request.params.id);
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      assertMayOpen(currentUser(request), course);
      return course;
    },
  );

  app.post(
    '/create',
    {
      config: { access: ADMIN },
      schema: { body: courseBodySchema, response: { 201: courseResponseSchema } },
    },
    async (request, reply) => {
      const id = await app.db.transaction((tx) => store.insertCourse(tx, request.body));
      const course = await store.findCourse(app.db, id);
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      return reply.status(201).send({ message: COURSE_MESSAGES.created, course });
    },
  );

  app.put(
    '/:id',
    {
      config: { access: ADMIN },
      schema: {
        params: courseIdParamsSchema,
        body: courseBodySchema,
        response: { 200: courseResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await app.db.transaction((tx) => store.updateCourse(tx, id, request.body));
      const course = found ? await store.findCourse(app.db, id) : undefined;
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      return { message: COURSE_MESSAGES.updated, course };
    },
  );

  app.patch(
    '/:id/lock-toggle',
    {
      config: { access: ADMIN },
      schema: { params: courseIdParamsSchema, response: { 200: lockToggleResponseSchema } },
    },
    async (request) => {
      const locked = await store.toggleLock(app.db, request.params.id);
      if (locked === undefined) throw notFound(COURSE_MESSAGES.notFound);
      return { message: locked ? COURSE_MESSAGES.nowLocked : COURSE_MESSAGES.nowUnlocked, locked };
    },
  );

  app.delete(
    '/:id',
    { config: { access: ADMIN }, schema: { params: courseIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await store.deleteCourse(app.db, request.params.id))) throw notFound(COURSE_MESSAGES.notFound);
      return { message: COURSE_MESSAGES.deleted };
    },
  );
};
