import { messageSchema } from '@atelier/contract/common';
import { admins, cohort, type Role } from '@atelier/contract/roles';
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
import { lazySecret } from '../../db/secrets';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { forbidden, notFound } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limit';
import { signature } from '../../lib/signed-links';
import { scheduleCalendar } from './schedule-feed';
import * as store from './schedule.store';
import { sameSecret } from '../../lib/tokens';

/** Every write to the schedule changes the list (and the feed built from it). */
const TOPIC = 'schedule';

/**
 * What the feed's signature covers: the user it was made for, their feed key (reset by its owner)
 * and their password hash (a new password, changed or reset, ends every old link), nothing that expires.
 */
const feedSubject = (userId: string, key: string, passwordHash: string) =>
  `schedule.ics\n${userId}\n${key}\n${passwordHash}`;

/** The ids the database gives, lower-case: the link holds one exactly as it was signed. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Calendar apps refresh every few hours; a script trying signatures is slowed down. */
const FEED_LIMITS: RateLimit[] = [{ max: 30, per: '1 minute', by: 'address' }];
const FEED_RESET_LIMITS: RateLimit[] = [{ max: 10, per: '1 minute', by: 'user' }];

const inCohort = (role: string) => (cohort as readonly Role[]).includes(role as Role);

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedSecret = lazySecret(app.db, 'schedule-feed');
  const changed = () => app.changes.announce(app.db, TOPIC);
  const scheduleUrl = `${app.config.publicUrl}/dashboard/smartLABS/schedule`;

  // The same for the whole cohort and written a few times a semester: kept gzipped with its ETag.
  const list = app.cachedAnswer({
    topic: TOPIC,
    build: async () => scheduleListSchema.parse(await store.listEntries(app.db)),
  });

  // No response schema: the cached answer was parsed with scheduleListSchema when built.
  app.get('/schedule', { ...CACHED_ROUTE, config: { access: cohort } }, list.send);

  const feedSignature = async (userId: string, passwordHash: string) =>
    signature(await feedSecret(), feedSubject(userId, await store.feedKey(app.db, userId), passwordHash), 0);

  async function feedLink(userId: string) {
    const holder = await store.findFeedUser(app.db, userId);
    if (!holder) throw forbidden(SCHEDULE_MESSAGES.badFeedLink);
    const query = new URLSearchParams({
      user: userId,
      sig: await feedSignature(userId, holder.passwordHash),
    });
    return { url: `${app.config.publicUrl}/api/smartlabs/schedule.ics?${query}` };
  }

  app.get(
    '/schedule/feed-link',
    { config: { access: cohort }, schema: { response: { 200: scheduleFeedLinkSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return feedLink(currentUser(request)._id);
    },
  );

  // The caller's own link only: a new feed key, so every earlier link (shared by mistake) stops working.
  app.post(
    '/schedule/feed-link/reset',
    {
      config: { access: cohort, limits: FEED_RESET_LIMITS },
      schema: { response: { 200: scheduleFeedLinkSchema } },
    },
    async (request) => {
      const userId = currentUser(request)._id;
      await store.resetFeedKey(app.db, userId);
      return feedLink(userId);
    },
  );

  // Calendar apps send no bearer token: the signed link stands for its user, who must still be in
  // the cohort and active each time the app refreshes.
  app.get(
    '/schedule.ics',
    { config: { access: 'public', limits: FEED_LIMITS }, schema: { querystring: scheduleFeedQuerySchema } },
    async (request, reply) => {
      const { user: userId, sig } = request.query;
      if (typeof userId !== 'string' || typeof sig !== 'string' || !UUID.test(userId) || sig.length > 100)
        throw forbidden(SCHEDULE_MESSAGES.badFeedLink);
      const holder = await store.findFeedUser(app.db, userId);
      if (!holder || holder.deactivated || !inCohort(holder.role))
        throw forbidden(SCHEDULE_MESSAGES.badFeedLink);
      if (!sameSecret(sig, await feedSignature(userId, holder.passwordHash)))
        throw forbidden(SCHEDULE_MESSAGES.badFeedLink);
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
      const entry = await store.insertEntry(app.db, request.body);
      await changed();
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
      const entry = await store.updateEntry(app.db, request.params.id, request.body);
      if (!entry) throw notFound(SCHEDULE_MESSAGES.notFound);
      await changed();
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
      if (!(await store.deleteEntry(app.db, request.params.id))) throw notFound(SCHEDULE_MESSAGES.notFound);
      await changed();
      return { message: SCHEDULE_MESSAGES.deleted };
    },
  );
};
