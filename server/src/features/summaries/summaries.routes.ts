import { messageSchema } from '@atelier/contract/common';
import { admins, cohort } from '@atelier/contract/roles';
import {
  SUMMARY_MESSAGES,
  summaryBodySchema,
  summaryIdParamsSchema,
  summaryListSchema,
  summarySavedSchema,
  summarySchema,
  youtubeConnectSchema,
} from '@atelier/contract/summaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { notFound } from '../../lib/errors';
import { forgetNotificationsTo } from '../notifications/forget-target';
import * as store from './summaries.store';

/** Every write changes the list. */
const TOPIC = 'summaries';

/** Registered under /api/smartlabs/session-summary (spec-2 §7 Session summaries). */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.changes.announce(app.db, TOPIC);
  // The same for the whole cohort, read far more often than written.
  const list = app.cachedAnswer({
    topic: TOPIC,
    build: async () => summaryListSchema.parse(await store.listSummaries(app.db)),
  });

  // No response schema: the cached answer was parsed with summaryListSchema when built.
  app.get('/', { ...CACHED_ROUTE, config: { access: cohort } }, list.send);

  // Beyond the spec: where Connect YouTube Account leaves for, with the admin's own id.
  app.get(
    '/youtube-connect',
    { config: { access: admins }, schema: { response: { 200: youtubeConnectSchema } } },
    async (request) => {
      const base = app.config.youtubeOauthUrl;
      if (!base) return { url: null };
      const url = new URL(base);
      url.searchParams.set('userId', currentUser(request)._id);
      return { url: url.toString() };
    },
  );

  app.get(
    '/:id',
    {
      config: { access: cohort },
      schema: { params: summaryIdParamsSchema, response: { 200: summarySchema } },
    },
    async (request) => {
      const summary = await store.findSummary(app.db, request.params.id);
      if (!summary) throw notFound(SUMMARY_MESSAGES.notFound);
      return summary;
    },
  );

  app.post(
    '/',
    {
      config: { access: admins },
      schema: { body: summaryBodySchema, response: { 201: summarySavedSchema } },
    },
    async (request, reply) => {
      const { userId, ...values } = request.body;
      assertSelf(request, userId);
      const { summary, written } = await app.db.transaction(async (tx) => {
        const summary = await store.insertSummary(tx, values, currentUser(request)._id);
        const written = await app.notify(
          tx,
          { roles: ['smartLABS'] },
          {
            kind: 'new_summary',
            title: `New session summary: ${summary.sessionTitle}`,
            body: summary.tag,
            link: `/dashboard/smartLABS/summary/${summary._id}`,
          },
        );
        return { summary, written };
      });
      await Promise.all([changed(), written.announce()]);
      return reply.status(201).send({ message: SUMMARY_MESSAGES.added, summary });
    },
  );

  app.put(
    '/:id',
    {
      config: { access: admins },
      schema: {
        params: summaryIdParamsSchema,
        body: summaryBodySchema,
        response: { 200: summarySavedSchema },
      },
    },
    async (request) => {
      const { userId, ...values } = request.body;
      assertSelf(request, userId);
      const summary = await store.updateSummary(app.db, request.params.id, values);
      if (!summary) throw notFound(SUMMARY_MESSAGES.notFound);
      await changed();
      return { message: SUMMARY_MESSAGES.updated, summary };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: admins },
      schema: { params: summaryIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await store.deleteSummary(app.db, request.params.id))) throw notFound(SUMMARY_MESSAGES.notFound);
      await forgetNotificationsTo(app, `/dashboard/smartLABS/summary/${request.params.id}`);
      await changed();
      return { message: SUMMARY_MESSAGES.deleted };
    },
  );
};
