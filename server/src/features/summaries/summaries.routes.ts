import { admins, cohort } from '@atelier/contract/roles';
import {
  SUMMARY_API,
  SUMMARY_ERRORS,
  SUMMARY_MESSAGES,
  summaryListSchema,
} from '@atelier/contract/summaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { fail } from '../../lib/errors';
import { serve } from '../../lib/serve';
import * as actions from './summaries.actions';
import * as store from './summaries.store';

/** Registered under /api/smartlabs/session-summary (spec-2 §7 Session summaries). */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for the whole cohort, read far more often than written.
  const list = app.cachedAnswer({
    topic: actions.SUMMARIES_TOPIC,
    build: async () => summaryListSchema.parse(await store.listSummaries(app.db)),
  });

  serve(app, SUMMARY_API.list, { access: cohort }, list.send, CACHED_ROUTE);

  // Beyond the spec: where Connect YouTube Account leaves for, with the admin's own id.
  serve(app, SUMMARY_API.youtubeConnect, { access: admins }, async (request) => {
    const base = app.config.youtubeOauthUrl;
    if (!base) return { url: null };
    const url = new URL(base);
    url.searchParams.set('userId', currentUser(request)._id);
    return { url: url.toString() };
  });

  serve(app, SUMMARY_API.get, { access: cohort }, async (request) => {
    const summary = await store.findSummary(app.db, request.params.id);
    if (!summary) throw fail(SUMMARY_ERRORS.notFound);
    return summary;
  });

  const edits = { access: admins };

  serve(app, SUMMARY_API.add, edits, async (request, reply) => {
    const { userId, ...values } = request.body;
    assertSelf(request, userId);
    const summary = await actions.addSummary(app, values, currentUser(request)._id);
    return reply.status(201).send({ message: SUMMARY_MESSAGES.added, summary });
  });

  serve(app, SUMMARY_API.update, edits, async (request) => {
    const { userId, ...values } = request.body;
    assertSelf(request, userId);
    const summary = await actions.updateSummary(app, request.params.id, values);
    return { message: SUMMARY_MESSAGES.updated, summary };
  });

  serve(app, SUMMARY_API.remove, edits, async (request) => {
    await actions.deleteSummary(app, request.params.id);
    return { message: SUMMARY_MESSAGES.deleted };
  });
};
