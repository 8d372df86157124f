import { messageSchema } from '@atelier/contract/common';
import { admins, cohort } from '@atelier/contract/roles';
import {
  SCHEDULE_MESSAGES,
  scheduleBodySchema,
  scheduleFeedLinkSchema,
  scheduleFeedQuerySchema,
  scheduleIdParamsSchema,
  scheduleListSchema,
  scheduleSavedSchema,
} from '@atelier/contract/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import type { RateLimit } from '../../lib/rate-limit';
import { feedLinks } from './feed-links';
import { scheduleCalendar } from './schedule-feed';
import * as actions from './schedule.actions';
import * as store from './schedule.store';

/** Calendar apps refresh every few hours; a script trying signatures is slowed down. */
const FEED_LIMITS: RateLimit[] = [{ max: 30, per: '1 minute', by: 'address' }];
const FEED_RESET_LIMITS: RateLimit[] = [{ max: 10, per: '1 minute', by: 'user' }];

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = feedLinks(app);
  const scheduleUrl = `${app.config.publicUrl}/dashboard/smartLABS/schedule`;

  // The same for the whole cohort and written a few times a semester: kept gzipped with its ETag.
  const list = app.cachedAnswer({
    topic: actions.SCHEDULE_TOPIC,
    build: async () => scheduleListSchema.parse(await store.listEntries(app.db)),
  });

  // No response schema: the cached answer was parsed with scheduleListSchema when built.
  app.get('/schedule', { ...CACHED_ROUTE, config: { access: cohort } }, list.send);

  app.get(
    '/schedule/feed-link',
    { config: { access: cohort }, schema: { response: { 200: scheduleFeedLinkSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return links.linkFor(currentUser(request)._id);
    },
  );

  // The caller's own link only: a new feed key, so every earlier link (shared by mistake) stops working.
  app.post(
    '/schedule/feed-link/reset',
    {
      config: { access: cohort, limits: FEED_RESET_LIMITS },
      schema: { response: { 200: scheduleFeedLinkSchema } },
    },
    async (request) => links.reset(currentUser(request)._id),
  );

  // Calendar apps send no bearer token: the signed link stands for its user, who must still be in
  // the cohort and active each time the app refreshes.
  app.get(
    '/schedule.ics',
    { config: { access: 'public', limits: FEED_LIMITS }, schema: { querystring: scheduleFeedQuerySchema } },
    async (request, reply) => {
      const { user: userId, sig } = request.query;
      await links.check(userId, sig);
      const ics = scheduleCalendar(await store.listEntries(app.db), {
        productName: app.config.productName,
        scheduleUrl,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="smartlabs-schedule.ics"')
        .header('cache-control', 'private, no-cache')
        .send(ics);
    },
  );

  app.post(
    '/schedule',
    {
      config: { access: admins },
      schema: { body: scheduleBodySchema, response: { 201: scheduleSavedSchema } },
    },
    async (request, reply) => {
      const entry = await actions.addEntry(app, request.body);
      return reply.status(201).send({ message: SCHEDULE_MESSAGES.added, entry });
    },
  );

  app.put(
    '/schedule/:id',
    {
      config: { access: admins },
      schema: {
        params: scheduleIdParamsSchema,
        body: scheduleBodySchema,
        response: { 200: scheduleSavedSchema },
      },
    },
    async (request) => {
      const entry = await actions.updateEntry(app, request.params.id, request.body);
      return { message: SCHEDULE_MESSAGES.updated, entry };
    },
  );

  app.delete(
    '/schedule/:id',
    {
      config: { access: admins },
      schema: { params: scheduleIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await actions.deleteEntry(app, request.params.id);
      return { message: SCHEDULE_MESSAGES.deleted };
    },
  );
};
