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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnswerCache } from '../../lib/answer-cache';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { assertMayOpen } from './course-access';
import * as store from './courses.store';

const ANY_ROLE = ROLES;
const ADMIN = ['admin'] as const;

/** Every write to a course changes the list. */
const TOPIC = 'courses';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The list is the same for every caller and read far more often than written: it is built
  // once (validated against its schema), kept gzipped with its ETag, and dropped on any write.
  const list = new AnswerCache(
    async () => courseListResponseSchema.parse(await store.listCourseSummaries(app.db)),
    { maxAgeMs: 60_000 },
  );
  app.changes.on(TOPIC, () => list.invalidate());
  const changed = () => app.changes.announce(app.db, TOPIC);

  app.get(
    '/',
    // No response schema here: the cached answer was parsed with courseListResponseSchema when built.
    { config: { access: ANY_ROLE } },
    async (request, reply) => {
      const answer = await list.get();
      reply.header('etag', answer.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/i.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(answer.gzipped);
      }
      return reply.send(answer.json);
    },
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
      await changed();
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
      if (found) await changed();
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
      await changed();
      return { message: locked ? COURSE_MESSAGES.nowLocked : COURSE_MESSAGES.nowUnlocked, locked };
    },
  );

  app.delete(
    '/:id',
    { config: { access: ADMIN }, schema: { params: courseIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await store.deleteCourse(app.db, request.params.id))) throw notFound(COURSE_MESSAGES.notFound);
      await changed();
      return { message: COURSE_MESSAGES.deleted };
    },
  );
};
