import { messageSchema } from '@atelier/contract/common';
import { admins, cohort } from '@atelier/contract/roles';
import {
  SUMMARY_ERRORS,
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
import { fail } from '../../lib/errors';
import * as actions from './summaries.actions';
import * as store from './summaries.store';

/** Registered under /api/smartlabs/session-summary (spec-2 §7 Session summaries). */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for the whole cohort, read far more often than written.
  const list = app.cachedAnswer({
    topic: actions.SUMMARIES_TOPIC,
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
      if (!summary) throw fail(SUMMARY_ERRORS.notFound);
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
      const summary = await actions.addSummary(app, values, currentUser(request)._id);
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
      const summary = await actions.updateSummary(app, request.params.id, values);
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
      await actions.deleteSummary(app, request.params.id);
      return { message: SUMMARY_MESSAGES.deleted };
    },
  );
};
